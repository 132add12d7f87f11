import { useState } from 'react';

/**
 * What is typed into the filters before Search applies it. It starts again from the applied
 * filters whenever those change elsewhere (Reset, the browser's back button).
 */
export function useFilterDraft<T extends object>(applied: T) {
  const appliedKey = JSON.stringify(applied);
  const [draft, setDraft] = useState(applied);
  const [syncedKey, setSyncedKey] = useState(appliedKey);
  if (syncedKey !== appliedKey) {
    setSyncedKey(appliedKey);
    setDraft(applied);
  }
  const change = <K extends keyof T>(key: K, value: T[K]) => setDraft((current) => ({ ...current, [key]: value }));
  return { draft, change, replace: setDraft };
}
