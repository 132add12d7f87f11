import { en } from '@sddp/shared/i18n/en';
import { pickTier } from './tiers';
import { uiEn } from './ui.en';

/** en's workspace tier (tiers.ts), fetched by the signed-in layout in English; the build inlines the pick (message-tiers-plugin.ts). */
export const messages = pickTier('workspace', en, uiEn);
