/** The route tree the router plugin generates, read as data: each URL with the route files a cold load of it runs. */

export interface RouteChain {
  /** The full path as the router knows it, e.g. '/log/list'. */
  path: string;
  /** Route modules from the root to the leaf, as imported by the tree, e.g. ['__root', '_app', '_app/log/list']. */
  files: string[];
}

const IMPORT = /import \{ Route as (\w+) \} from '\.\/routes\/([^']+)'/g;
const ROUTE = /const (\w+) =\s*(\w+)\.update\(\{[^}]*?getParentRoute: \(\) => (\w+),?\s*\}/g;
const FULL_PATHS = /export interface FileRoutesByFullPath \{([^}]*)\}/;
const FULL_PATH = /'([^']+)': typeof (\w+)/g;

/** The capture groups of a match, which the patterns below always fill. */
function captures(match: RegExpMatchArray, count: number): string[] {
  const groups = match.slice(1, count + 1);
  if (groups.length !== count || groups.some((group) => group === undefined)) throw new Error(`routeTree.gen.ts: cannot read ${match[0]}`);
  return groups as string[];
}

/** Parses web/src/routeTree.gen.ts; throws when its shape changed so the budget never passes by reading nothing. */
export function parseRouteTree(source: string): RouteChain[] {
  const fileOfImport = new Map<string, string>();
  for (const match of source.matchAll(IMPORT)) {
    const [name, file] = captures(match, 2) as [string, string];
    fileOfImport.set(name, file);
  }
  const root = [...fileOfImport].find(([, file]) => file === '__root')?.[0];
  if (!root) throw new Error('routeTree.gen.ts: no import of routes/__root');

  const routes = new Map<string, { file: string; parent: string }>();
  for (const match of source.matchAll(ROUTE)) {
    const [name, imported, parent] = captures(match, 3) as [string, string, string];
    const file = fileOfImport.get(imported);
    if (!file) throw new Error(`routeTree.gen.ts: ${name} updates ${imported}, which is not imported`);
    routes.set(name, { file, parent });
  }

  const chainOf = (name: string): string[] => {
    if (name === root) return ['__root'];
    const route = routes.get(name);
    if (!route) throw new Error(`routeTree.gen.ts: route ${name} is not defined`);
    return [...chainOf(route.parent), route.file];
  };

  const block = FULL_PATHS.exec(source)?.[1];
  if (!block) throw new Error('routeTree.gen.ts: no FileRoutesByFullPath interface');
  const chains = [...block.matchAll(FULL_PATH)].map((match) => {
    const [path, name] = captures(match, 2) as [string, string];
    return { path, files: chainOf(name) };
  });
  if (chains.length === 0) throw new Error('routeTree.gen.ts: FileRoutesByFullPath lists no route');
  return chains;
}
