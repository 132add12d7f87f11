import { useEffect } from 'react';

type Place = Pick<Location, 'search' | 'pathname' | 'hash' | 'replace'>;

/**
 * Spec §2.10: a query string on the project home is dropped and the page loaded again without it
 * (docs/decisions.md "The project home drops a query string by reloading"). True when it reloads.
 */
export function stripQueryAndReload(place: Place = window.location): boolean {
  if (!place.search) return false;
  place.replace(`${place.pathname}${place.hash}`);
  return true;
}

/** Runs stripQueryAndReload once, when the page is first shown. */
export function useStripQueryOnLoad(): void {
  useEffect(() => {
    stripQueryAndReload();
  }, []);
}
