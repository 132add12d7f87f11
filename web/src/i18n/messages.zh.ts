import { zh } from '@sddp/shared/i18n/zh';
import { pickTier } from './tiers';
import { uiZh } from './ui.zh';

/** zh's public tier (tiers.ts), fetched before the first render; the build inlines the pick (message-tiers-plugin.ts). */
export const messages = pickTier('public', zh, uiZh);
