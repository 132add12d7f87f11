import { useState } from 'react';
import * as z from 'zod/mini';
import { issueParams, messageWithParams } from '@sddp/shared';

/** Each filter's problem, as a catalogue key with its numbers (translateMessage renders it). */
export type FilterErrors = Partial<Record<string, string>>;

/** The page a checked filter query is tried on: the schemas need one, and a new search starts at page 1. */
const FIRST_PAGE = { page: 1, limit: 20 };

/**
 * What is typed into the filters before Search applies it. It starts again from the applied
 * filters whenever those change elsewhere (Reset, the browser's back button). Search goes through
 * `applyChecked`: the list endpoint's own input schema reads the query first, and a query it would
 * refuse (a range the wrong way round, a filter over its length) stays in the fields with its message
 * instead of coming back from the server as a failed or empty list.
 */
export function useFilterDraft<T extends object>(applied: T) {
  const appliedKey = JSON.stringify(applied);
  const [draft, setDraft] = useState(applied);
  const [errors, setErrors] = useState<FilterErrors>({});
  const [syncedKey, setSyncedKey] = useState(appliedKey);
  if (syncedKey !== appliedKey) {
    setSyncedKey(appliedKey);
    setDraft(applied);
    setErrors({});
  }
  const change = <K extends keyof T>(key: K, value: T[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key as string] === undefined ? current : { ...current, [key as string]: undefined }));
  };
  const replace = (next: T) => {
    setDraft(next);
    setErrors({});
  };
  const applyChecked = <Query extends object>(schema: z.ZodMiniType, query: Query, apply: (query: Query) => void) => {
    const found = filterErrors(schema, query);
    setErrors(found);
    if (Object.keys(found).length === 0) apply(query);
  };
  return { draft, change, replace, errors, applyChecked };
}

/**
 * The first problem the schema finds in each of the query's filters (none: it would take them). What the
 * list adds beyond its filters (a project id from the route) is not theirs to report.
 */
export function filterErrors(schema: z.ZodMiniType, query: object): FilterErrors {
  const result = z.safeParse(schema, { ...FIRST_PAGE, ...query });
  if (result.success) return {};
  const errors: FilterErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field in query) errors[field] ??= messageWithParams(issue.message, issueParams(issue));
  }
  return errors;
}
