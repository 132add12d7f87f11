/**
 * The calls of spec §7 ("Calls"), read off its bullet lines: each `GET /path` or `POST /path`, and the
 * further paths a line lists after one (`GET /device/report1, /device/report2`), without query strings.
 */
export function specCalls(spec: string): string[] {
  const section = /^## 7\..*$([\s\S]*?)^## 8\./m.exec(spec)?.[1];
  if (!section) throw new Error('spec.md has no section 7 followed by section 8');
  const calls = new Set<string>();
  for (const line of section.split('\n').filter((candidate) => candidate.startsWith('- '))) {
    const head = line.split(' — ')[0]!;
    let method: string | undefined;
    for (const [, verb, path] of head.matchAll(/(?:\b(GET|POST|PUT|DELETE)\s+)?(\/[A-Za-z0-9_{}\-/.]+)/g)) {
      method = verb ?? method;
      if (method) calls.add(`${method} ${path!.replace(/[.,]+$/, '')}`);
    }
  }
  return [...calls].sort();
}
