import { en } from '@sddp/shared/i18n/en';
import type { Messages } from './resources';
import { uiEn } from './ui.en';

/** Every message of one language in one chunk, loaded when that language is in use (load-messages.ts). */
export const messages: Messages = { ...en, ui: uiEn };
