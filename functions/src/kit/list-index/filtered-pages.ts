import type { IndexedRow } from './definition';
import type { ListCopy } from './list-copy';

const MEMO_SIZE = 32;

/**
 * The matches of recent filters over a copy: paging through one filter's results (the usual next
 * click) reuses them instead of scanning again, until the copy changes.
 */
export function createMatchMemo<P extends IndexedRow>() {
  let generation = -1;
  let copyOf: ListCopy<P> | undefined;
  const memo = new Map<string, readonly P[]>();
  return (copy: ListCopy<P>, filterKey: string, matches: ((row: P) => boolean) | undefined): readonly P[] => {
    if (!matches) return copy.rows;
    if (copy !== copyOf || copy.generation !== generation) {
      memo.clear();
      copyOf = copy;
      generation = copy.generation;
    }
    const known = memo.get(filterKey);
    if (known) return known;
    const found = copy.rows.filter(matches);
    if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value as string);
    memo.set(filterKey, found);
    return found;
  };
}

/** One page of a newest-first list and the exact total. */
export function pageOf<P>(rows: readonly P[], page: number, limit: number): { rows: P[]; total: number } {
  const start = (page - 1) * limit;
  return { rows: rows.slice(start, start + limit), total: rows.length };
}
