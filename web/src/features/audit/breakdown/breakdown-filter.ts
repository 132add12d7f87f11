/** Entries whose code, name or type contains the search text (case and width folded); all of them for no text. */
export function matchingEntries<Entry extends { code: string; name: string; type?: string }>(entries: readonly Entry[], search: string) {
  const wanted = fold(search.trim());
  if (!wanted) return entries;
  return entries.filter((entry) => [entry.code, entry.name, entry.type ?? ''].some((text) => fold(text).includes(wanted)));
}

const fold = (text: string) => text.normalize('NFKC').toLowerCase();
