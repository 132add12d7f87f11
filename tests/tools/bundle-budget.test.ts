import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { routeClosures, type Manifest, type RouteClosure } from '../../scripts/web-bundle-closure';
import { BOOT_MODULES, BUDGETS, chunkName, LAYOUT_MODULES, measureBundles } from '../../scripts/web-bundle-report';
import { parseRouteTree } from '../../scripts/web-route-tree';

/** The shape the router plugin generates (web/src/routeTree.gen.ts), cut to three routes under a layout. */
const ROUTE_TREE = `
import { Route as rootRouteImport } from './routes/__root'
import { Route as LoginRouteImport } from './routes/login'
import { Route as AppRouteImport } from './routes/_app'
import { Route as AppLogListRouteImport } from './routes/_app/log/list'

const LoginRoute = LoginRouteImport.update({
  id: '/login',
  path: '/login',
  getParentRoute: () => rootRouteImport,
} as any)
const AppRoute = AppRouteImport.update({
  id: '/_app',
  getParentRoute: () => rootRouteImport,
} as any)
const AppLogListRoute =
  AppLogListRouteImport.update({
    id: '/log/list',
    path: '/log/list',
    getParentRoute: () => AppRoute,
  } as any)

export interface FileRoutesByFullPath {
  '/login': typeof LoginRoute
  '/log/list': typeof AppLogListRoute
}
`;

/** Chunks of a few bytes each, named as Vite names them; sizes come from the files written for each test. */
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-AAAAAAAA.js', isEntry: true, imports: ['_react-BBBBBBBB.js'], css: ['assets/index-CCCCCCCC.css'] },
  '_react-BBBBBBBB.js': { file: 'assets/react-BBBBBBBB.js' },
  'src/i18n/messages.zh.ts': { file: 'assets/zh-DDDDDDDD.js' },
  'src/i18n/messages.en.ts': { file: 'assets/en-EEEEEEEE.js' },
  'src/i18n/messages-workspace.zh.ts': { file: 'assets/workspace.zh-LLLLLLLL.js' },
  'src/i18n/messages-workspace.en.ts': { file: 'assets/workspace.en-MMMMMMMM.js' },
  'src/i18n/messages-delivery.zh.ts': { file: 'assets/delivery.zh-NNNNNNNN.js' },
  'src/i18n/messages-delivery.en.ts': { file: 'assets/delivery.en-OOOOOOOO.js' },
  'src/routes/login.tsx?tsr-split=component---loader': {
    file: 'assets/login-FFFFFFFF.js',
    imports: ['index.html', '_forms-GGGGGGGG.js'],
  },
  'src/routes/login.tsx?tsr-split=errorComponent': { file: 'assets/login-error-HHHHHHHH.js' },
  '_forms-GGGGGGGG.js': { file: 'assets/forms-GGGGGGGG.js' },
  'src/routes/_app.tsx?tsr-split=component': {
    file: 'assets/_app-IIIIIIII.js',
    imports: ['index.html'],
    dynamicImports: ['_dialog-JJJJJJJJ.js'],
  },
  '_dialog-JJJJJJJJ.js': { file: 'assets/dialog-JJJJJJJJ.js', imports: ['_forms-GGGGGGGG.js'] },
  'src/routes/_app/log/list.tsx?tsr-split=component---loader': { file: 'assets/list-KKKKKKKK.js', imports: ['index.html'] },
};

describe('the route tree as data', () => {
  it('gives each full path the route files from the root to the leaf', () => {
    expect(parseRouteTree(ROUTE_TREE)).toEqual([
      { path: '/login', files: ['__root', 'login'] },
      { path: '/log/list', files: ['__root', '_app', '_app/log/list'] },
    ]);
  });

  it('reads every route of the generated tree, so the budget never passes by reading nothing', () => {
    const source = readFileSync(new URL('../../web/src/routeTree.gen.ts', import.meta.url), 'utf8');
    const routes = parseRouteTree(source);
    expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(['/login', '/dashboard', '/mechanism/list']));
    expect(routes.find((route) => route.path === '/mechanism/list')?.files).toEqual(['__root', '_app', '_app/mechanism/list']);
  });

  it('refuses a tree whose shape it does not know', () => {
    expect(() => parseRouteTree('export const routeTree = {}')).toThrow(/routes\/__root/);
  });
});

describe('a cold load closure', () => {
  const [login, logList] = routeClosures(MANIFEST, parseRouteTree(ROUTE_TREE), ['src/i18n/messages.zh.ts'], {
    _app: ['src/i18n/messages-workspace.zh.ts'],
  }) as [RouteClosure, RouteClosure];

  it('holds the entry, the boot modules, the route chunks and their static imports', () => {
    expect(login.js).toEqual([
      'assets/forms-GGGGGGGG.js',
      'assets/index-AAAAAAAA.js',
      'assets/login-FFFFFFFF.js',
      'assets/react-BBBBBBBB.js',
      'assets/zh-DDDDDDDD.js',
    ]);
    expect(login.css).toEqual(['assets/index-CCCCCCCC.css']);
  });

  it('includes every layout on the way with what it awaits, but neither the other language, error components nor dynamic imports', () => {
    expect(logList.js).toEqual([
      'assets/_app-IIIIIIII.js',
      'assets/index-AAAAAAAA.js',
      'assets/list-KKKKKKKK.js',
      'assets/react-BBBBBBBB.js',
      'assets/workspace.zh-LLLLLLLL.js',
      'assets/zh-DDDDDDDD.js',
    ]);
    expect(logList.lazyJs).toEqual(['assets/dialog-JJJJJJJJ.js', 'assets/forms-GGGGGGGG.js']);
  });

  it('leaves what a layout awaits out of the routes outside it', () => {
    expect(login.js).not.toContain('assets/workspace.zh-LLLLLLLL.js');
  });

  it('fails loudly when a boot or layout module is not in the build', () => {
    expect(() => routeClosures(MANIFEST, parseRouteTree(ROUTE_TREE), ['src/i18n/messages.xx.ts'])).toThrow(/messages\.xx/);
    expect(() => routeClosures(MANIFEST, parseRouteTree(ROUTE_TREE), [], { _app: ['src/i18n/messages-workspace.xx.ts'] })).toThrow(
      /workspace\.xx/,
    );
  });

  it('counts by default the default language’s public messages on every page, its workspace messages under the signed-in layout and its delivery messages under the delivery screens’ layout', () => {
    expect(BOOT_MODULES).toEqual(['src/i18n/messages.zh.ts']);
    expect(LAYOUT_MODULES).toEqual({
      _app: ['src/i18n/messages-workspace.zh.ts'],
      '_app/_delivery': ['src/i18n/messages-delivery.zh.ts'],
    });
  });
});

describe('the budget report', () => {
  let dist: string | undefined;
  afterEach(() => dist && rmSync(dist, { recursive: true, force: true }));

  /** A build whose files are `kB` kilobytes of incompressible bytes each (gzip cannot shrink random data). */
  function fakeDist(kB: Record<string, number>): string {
    dist = mkdtempSync(join(tmpdir(), 'sddp-bundles-'));
    mkdirSync(join(dist, '.vite'), { recursive: true });
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    const files = Object.values(MANIFEST).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
    for (const file of files) {
      const bytes = Math.round((kB[chunkName(file).replace(/\.\w+$/, '')] ?? 0.1) * 1000);
      writeFileSync(join(dist, file), Buffer.from(Array.from({ length: bytes }, () => Math.floor(Math.random() * 256))));
    }
    return dist;
  }

  it('passes a build within its budgets and lists each route with its chunks, heaviest first', () => {
    const report = measureBundles(fakeDist({ react: 60, forms: 10, 'workspace.zh': 5 }), ROUTE_TREE);
    expect(report.failures).toEqual([]);
    const login = report.routes.find((route) => route.path === '/login');
    expect(login?.budgetKB).toBe(BUDGETS.loginKB);
    expect(login?.chunks.slice(0, 2).map((chunk) => chunk.name)).toEqual(['react.js', 'forms.js']);
    expect(login?.kB).toBeGreaterThan(70);
    expect(report.totals.heaviestRoute).toBe('/login');
    const logList = report.routes.find((route) => route.path === '/log/list');
    expect(logList?.chunks.map((chunk) => chunk.name)).toContain('workspace.zh.js');
    expect(logList?.kB).toBeGreaterThan(65);
  });

  it('fails a route over its budget with the route, its size, the excess and its largest chunks', () => {
    const report = measureBundles(fakeDist({ forms: BUDGETS.loginKB + 20 }), ROUTE_TREE);
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatch(
      new RegExp(
        `^/login: \\d+(\\.\\d)? kB gzip JS on a cold load, over its ${BUDGETS.loginKB} kB budget by 2\\d(\\.\\d)? kB \\(largest: forms\\.js`,
      ),
    );
  });

  it('fails CSS over its budget', () => {
    // The entry's JS and CSS share the name `index`: both grow, and the CSS breaks its own budget.
    const report = measureBundles(fakeDist({ index: BUDGETS.cssKB + 1 }), ROUTE_TREE);
    expect(report.failures.filter((failure) => failure.startsWith('CSS: '))).toHaveLength(1);
  });
});
