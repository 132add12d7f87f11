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

/**
 * A message key with the parameters it names, as one string: how a schema states the numbers of its
 * message (`wholeNumber` its range) and how a form's validation error (which carries only a message)
 * keeps them until it is translated. `key?min=1&max=10`. Parameters the message already carries win
 * over `params` (those read off the issue: a string check's own length is not the range).
 */
export function messageWithParams(message: string, params: Record<string, unknown>): string {
  const { key, params: carried } = splitMessage(message);
  const entries = Object.entries({ ...params, ...carried }).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return key;
  return `${key}?${entries.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`).join('&')}`;
}

/** The key and parameters of a message made by `messageWithParams` (a plain key has none). */
export function splitMessage(message: string): { key: string; params: Record<string, string> } {
  const at = message.indexOf('?');
  // Only a dotted key before the '?': a translated sentence that asks something is left whole.
  if (at < 0 || !/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)+$/.test(message.slice(0, at))) return { key: message, params: {} };
  const params = message
    .slice(at + 1)
    .split('&')
    .map((pair) => pair.split('=').map(decodeOrKeep));
  return { key: message.slice(0, at), params: Object.fromEntries(params.map(([name = '', value = '']) => [name, value])) };
}

function decodeOrKeep(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
