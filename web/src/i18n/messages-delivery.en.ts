import { en } from '@sddp/shared/i18n/en';
import { pickTier } from './tiers';
import { uiEn } from './ui.en';

/** en's delivery tier (tiers.ts), fetched by the delivery screens' layout in English; the build inlines the pick (message-tiers-plugin.ts). */
export const messages = pickTier('delivery', en, uiEn);
