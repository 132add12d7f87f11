import { zh } from '@sddp/shared/i18n/zh';
import { pickTier } from './tiers';
import { uiZh } from './ui.zh';

/** zh's workspace tier (tiers.ts), fetched by the signed-in layout; the build inlines the pick (message-tiers-plugin.ts). */
export const messages = pickTier('workspace', zh, uiZh);
