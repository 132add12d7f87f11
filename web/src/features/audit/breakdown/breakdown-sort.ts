export type SortKey = 'code' | 'name' | 'type';

/** A main item has no type; a factory object class has one. */
export interface BreakdownEntry {
  code: string;
  name: string;
  type?: string;
}

/** How a list of the breakdown is ordered; none keeps the order of the imported file. */
export type BreakdownSort = { key: SortKey; descending: boolean } | undefined;

/** Ascending first, then descending, then the file's order again. */
export function nextSort(current: BreakdownSort, key: SortKey): BreakdownSort {
  if (current?.key !== key) return { key, descending: false };
  return current.descending ? undefined : { key, descending: true };
}

const collator = new Intl.Collator('zh', { numeric: true });

export function sortedEntries<Entry extends BreakdownEntry>(entries: readonly Entry[], sort: BreakdownSort): readonly Entry[] {
  if (!sort) return entries;
  const sign = sort.descending ? -1 : 1;
  return [...entries].sort((left, right) => sign * collator.compare(left[sort.key] ?? '', right[sort.key] ?? ''));
}
