import { zh } from '@sddp/shared/i18n/zh';
import { pickTier } from './tiers';
import { uiZh } from './ui.zh';

/** zh's delivery tier (tiers.ts), fetched by the delivery screens' layout; the build inlines the pick (message-tiers-plugin.ts). */
export const messages = pickTier('delivery', zh, uiZh);
