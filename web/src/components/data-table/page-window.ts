export type PageSlot = number | 'gap-start' | 'gap-end';

/**
 * The page buttons to show: all pages when there are few, otherwise the first, the last and the
 * current page with its neighbours, with a gap marker where pages are left out.
 */
export function pageWindow(page: number, pageCount: number, siblings = 1): PageSlot[] {
  const maxSlots = siblings * 2 + 5;
  if (pageCount <= maxSlots) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(page - siblings, pageCount - 1 - siblings * 2 - 1));
  const end = Math.min(pageCount - 1, Math.max(page + siblings, siblings * 2 + 3));
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return [1, ...(start > 2 ? (['gap-start'] as const) : []), ...middle, ...(end < pageCount - 1 ? (['gap-end'] as const) : []), pageCount];
}
