/** What a cold load of one route fetches, read from Vite's build manifest (`build.manifest: true`). */
import type { RouteChain } from './web-route-tree';

/** The part of Vite's manifest entry this walk reads. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface RouteClosure {
  path: string;
  /** JS files a cold load fetches before the screen renders: the entry, the boot and layout modules, each route file's split component, and their static imports. */
  js: string[];
  css: string[];
  /** JS the screen may fetch later (dialogs opened, lazy editors and charts): not part of the cold load. */
  lazyJs: string[];
}

/** The router plugin splits each route file into `…/file.tsx?tsr-split=component` (and loader) chunks, fetched before the route renders. */
const COLD_SPLITS = new Set(['component', 'loader']);

function chunkAt(manifest: Manifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
  return chunk;
}

function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const [entry] = entries;
  if (!entry || entries.length !== 1) throw new Error(`The manifest has ${entries.length} entries; expected one (index.html)`);
  return entry[0];
}

/** Manifest keys of the chunks the router loads up front for one route module, e.g. 'src/routes/_app/log/list.tsx?tsr-split=component'. */
export function routeChunkKeys(manifest: Manifest, routeFile: string): string[] {
  const prefix = `src/routes/${routeFile}.`;
  return Object.keys(manifest).filter((key) => {
    if (!key.startsWith(prefix)) return false;
    const split = /^[jt]sx?\?tsr-split=(.+)$/.exec(key.slice(prefix.length))?.[1];
    return split !== undefined && split.split(/[^A-Za-z]+/).some((part) => COLD_SPLITS.has(part));
  });
}

/** Keys reachable from `starts` through static `imports` only (what the browser fetches to run them). */
function staticClosure(manifest: Manifest, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    const chunk = chunkAt(manifest, key);
    seen.add(key);
    for (const next of chunk.imports ?? []) walk(next);
  };
  starts.forEach(walk);
  return seen;
}

/**
 * The cold-load closure of each route: the entry, `bootModules` (dynamic imports the app awaits before its
 * first render, such as the active language's public messages), `layoutModules` of each route file on the
 * way (dynamic imports a layout awaits before it renders, such as the signed-in screens' messages under
 * `_app`), each route module's up-front chunks, and their static imports. Dynamic imports inside the route's
 * own chunks are listed apart as lazy.
 */
export function routeClosures(
  manifest: Manifest,
  routes: RouteChain[],
  bootModules: string[] = [],
  layoutModules: Record<string, string[]> = {},
): RouteClosure[] {
  const entry = entryKey(manifest);
  for (const key of [...bootModules, ...Object.values(layoutModules).flat()])
    if (!manifest[key]) throw new Error(`Boot module ${key} is not in the manifest`);
  const fileOf = (keys: Iterable<string>) => [...new Set([...keys].map((key) => chunkAt(manifest, key).file))].sort();

  return routes.map(({ path, files }) => {
    const routeKeys = files.flatMap((file) => [...(layoutModules[file] ?? []), ...routeChunkKeys(manifest, file)]);
    const cold = staticClosure(manifest, [entry, ...bootModules, ...routeKeys]);
    const shared = staticClosure(manifest, [entry, ...bootModules]);
    const ownDynamic = [...cold].filter((key) => !shared.has(key)).flatMap((key) => chunkAt(manifest, key).dynamicImports ?? []);
    const lazy = [...staticClosure(manifest, ownDynamic)].filter((key) => !cold.has(key));
    return {
      path,
      js: fileOf(cold),
      css: [...new Set([...cold].flatMap((key) => chunkAt(manifest, key).css ?? []))].sort(),
      lazyJs: fileOf(lazy),
    };
  });
}
