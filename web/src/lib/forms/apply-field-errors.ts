import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api-error';

/**
 * Puts the server's field errors (already translated) onto the form's fields. `aliases` maps a
 * server field name to the form's when they differ. Returns whether any error landed on a field.
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
  aliases: Partial<Record<string, Path<T>>> = {},
): boolean {
  if (!isApiError(error) || !error.fieldErrors) return false;
  let applied = false;
  for (const [name, message] of Object.entries(error.fieldErrors)) {
    const field = aliases[name] ?? (fields as readonly string[]).find((candidate) => candidate === name);
    if (!field || !message) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
