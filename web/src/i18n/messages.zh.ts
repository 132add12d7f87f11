import { zh } from '@sddp/shared/i18n/zh';
import type { Messages } from './resources';
import { uiZh } from './ui.zh';

/** Every message of one language in one chunk, loaded when that language is in use (load-messages.ts). */
export const messages: Messages = { ...zh, ui: uiZh };
