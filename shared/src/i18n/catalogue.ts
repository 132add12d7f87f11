import { catalogueOf } from '#catalogue-source';
import type { Language } from '../constants';
import type { zh } from './zh';

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Catalogue = Widen<typeof zh>;

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** Every dotted key of the catalogue, e.g. 'validation.password.length'. */
export type MessageKey = Paths<Catalogue>;

export function isMessageKey(key: string): key is MessageKey {
  return typeof lookup(catalogueOf('zh'), key) === 'string';
}

function lookup(catalogue: Catalogue, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
}

/** Renders a key with `{{name}}` parameters, as i18next does; unknown keys come back unchanged. */
export function formatMessage(language: Language, key: string, params: Record<string, unknown> = {}): string {
  const template = lookup(catalogueOf(language), key);
  if (typeof template !== 'string') return key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
