import type { Language } from '@sddp/shared';
import type { Messages } from './resources';

/**
 * One chunk per language (issue 16): a page fetches only the language in use, the other when the user
 * switches. The bundle budget (scripts/bundle-budget.ts) counts the default language's chunk as part of
 * every cold load, since the first render waits for it.
 */
const LOADERS: Record<Language, () => Promise<{ messages: Messages }>> = {
  zh: () => import('./messages.zh'),
  en: () => import('./messages.en'),
};

const loading = new Map<Language, Promise<Messages>>();

/** The language's messages, fetched once; a failed fetch (a dropped link) is retried on the next call. */
export function loadMessages(language: Language): Promise<Messages> {
  let pending = loading.get(language);
  if (!pending) {
    pending = LOADERS[language]().then(({ messages }) => messages);
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}
