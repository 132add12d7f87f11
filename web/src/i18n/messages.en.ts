import { en } from '@sddp/shared/i18n/en';
import { pickTier } from './tiers';
import { uiEn } from './ui.en';

/** en's public tier (tiers.ts), fetched when English is in use; the build inlines the pick (message-tiers-plugin.ts). */
export const messages = pickTier('public', en, uiEn);
