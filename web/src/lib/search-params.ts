/**
 * The router's search (de)serialisation: every value stays the plain text of the URL. TanStack's
 * default JSON-encodes strings that look like numbers (k=1234 becomes k="1234"), which breaks links
 * that other systems build; the route schemas parse numbers themselves (z.coerce).
 *
 * A repeated key reads as an array of strings, and an array is written as repeated keys.
 */
export function parseSearch(searchStr: string): Record<string, unknown> {
  const values = new Map<string, string | string[]>();
  for (const [key, value] of new URLSearchParams(searchStr)) {
    const previous = values.get(key);
    values.set(key, previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value]);
  }
  return Object.fromEntries(values);
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null) continue;
      params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
