/**
 * The path and query exactly as the client sent them. WHATWG URL parsing would resolve `.`/`..` segments,
 * so the gateway could authorise one key while the upstream acts on another.
 */
export interface RequestTarget {
  /** Percent-encoded, as sent. */
  path: string;
  /** Without the `?`, as sent. */
  rawQuery: string;
  query: URLSearchParams;
}

export function requestTarget(url: string | undefined): RequestTarget {
  const raw = url ?? '/';
  const mark = raw.indexOf('?');
  const path = mark < 0 ? raw : raw.slice(0, mark);
  const rawQuery = mark < 0 ? '' : raw.slice(mark + 1);
  return { path, rawQuery, query: new URLSearchParams(rawQuery) };
}

export function pathAndQuery(path: string, rawQuery: string): string {
  return rawQuery ? `${path}?${rawQuery}` : path;
}
