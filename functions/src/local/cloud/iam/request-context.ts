import type { AuthorizationRequest } from './types';

/** Request context values by lower-cased key, since condition key names are case-insensitive; an empty list is a missing key. */
export type ContextValues = ReadonlyMap<string, readonly string[]>;

export function contextValues(context: AuthorizationRequest['context']): ContextValues {
  const values = new Map<string, readonly string[]>();
  for (const [key, value] of Object.entries(context)) {
    values.set(key.toLowerCase(), typeof value === 'string' ? [value] : value);
  }
  return values;
}
