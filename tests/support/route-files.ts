import { readdirSync } from 'node:fs';

/**
 * The web routes that exist: the files under web/src/routes, named as TanStack's file-based routing
 * names them. The feature map and the accessibility suite both read them.
 */
const ROOT = new URL('../../', import.meta.url);

/** Splits a file name on the dots of flat routes, leaving escaped `[...]` parts whole. */
function segmentsOf(name: string): { text: string; escaped: boolean }[] {
  const segments: { text: string; escaped: boolean }[] = [];
  let text = '';
  let escaped = false;
  let depth = 0;
  for (const char of name) {
    if (char === '[') {
      depth++;
      escaped = true;
    } else if (char === ']') {
      depth--;
    } else if (char === '.' && depth === 0) {
      segments.push({ text, escaped });
      text = '';
      escaped = false;
    } else {
      text += char;
    }
  }
  return [...segments, { text, escaped }];
}

/**
 * The path a route file serves, or undefined for the root and for a pathless layout: `_app/x` → `/x`,
 * `a.$b` → `/a/$b`, `[index]` → `index`, `index` → its folder, `$` → a splat, `(group)` dropped.
 */
export function routePathOf(file: string): string | undefined {
  const parts = file
    .replace(/\.(tsx?|jsx?)$/, '')
    .split('/')
    .flatMap(segmentsOf);
  const last = parts.at(-1)!;
  if (!last.escaped && (last.text === '__root' || last.text.startsWith('_'))) return undefined;
  const kept = parts
    .filter(
      (part, k) =>
        part.escaped ||
        !(part.text.startsWith('_') || /^\(.*\)$/.test(part.text) || (k === parts.length - 1 && ['index', 'route'].includes(part.text))),
    )
    .map((part) => (part.escaped ? part.text : part.text.replace(/_$/, '')));
  return `/${kept.join('/')}`;
}

function routeFiles(dir = 'web/src/routes/'): string[] {
  return readdirSync(new URL(dir, ROOT), { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('-'))
    .flatMap((entry) =>
      entry.isDirectory() ? routeFiles(`${dir}${entry.name}/`) : /\.(tsx?|jsx?)$/.test(entry.name) ? [`${dir}${entry.name}`] : [],
    );
}

/** Route path (TanStack notation: `/user/checkDetail/$orgName/$id`, `/redirect/$`) → the file that serves it. */
export function fileRoutes(): Map<string, string> {
  return new Map(
    routeFiles().flatMap((file) => {
      const path = routePathOf(file.slice('web/src/routes/'.length));
      return path === undefined ? [] : [[path, file] as const];
    }),
  );
}
