import type { Language } from '@sddp/shared';
import type { Tier, TierMessages } from './tiers';

/**
 * One chunk per language and tier (issue 16; tiers.ts): a page fetches the public tier of the language in
 * use, a signed-in screen the workspace tier too, and the other language only on a switch. The bundle budget
 * (scripts/bundle-budget.ts) counts the default language's public tier on every cold load and its workspace
 * tier on every signed-in route.
 */
const LOADERS: Record<Tier, Record<Language, () => Promise<{ messages: TierMessages }>>> = {
  public: { zh: () => import('./messages.zh'), en: () => import('./messages.en') },
  workspace: { zh: () => import('./messages-workspace.zh'), en: () => import('./messages-workspace.en') },
  delivery: { zh: () => import('./messages-delivery.zh'), en: () => import('./messages-delivery.en') },
};

const loading = new Map<string, Promise<TierMessages>>();

/** One tier of a language, fetched once; a failed fetch (a dropped link) is retried on the next call. */
export function loadMessages(language: Language, tier: Tier): Promise<TierMessages> {
  const key = `${language}:${tier}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = LOADERS[tier][language]().then(({ messages }) => messages);
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}
