import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '@sddp/shared/constants';
import type { Catalogue } from '@sddp/shared/i18n/catalogue';

const loaded = new Map<Language, Catalogue>();

/**
 * The tables as JSON files beside a Lambda bundle (written by infra's bundleLambda, which aliases `#catalogue-source` to this file), each read on first
 * use: most invocations format no message, and those that do need one language, so a cold start parses
 * neither 27 kB table (issue 16). Chunks sit flat beside `index.mjs`, so the files are found from here.
 */
export function catalogueOf(language: Language): Catalogue {
  let catalogue = loaded.get(language);
  if (!catalogue) {
    if (!LANGUAGES.includes(language)) throw new Error(`No message table for language ${String(language)}`);
    catalogue = JSON.parse(readFileSync(new URL(`./messages-${language}.json`, import.meta.url), 'utf8')) as Catalogue;
    loaded.set(language, catalogue);
  }
  return catalogue;
}
