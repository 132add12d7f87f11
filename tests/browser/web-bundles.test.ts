import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { zh } from '@sddp/shared/i18n/zh';
import { WEB_DIST, WEB_ROOT } from '../../scripts/web-build';
import type { Manifest } from '../../scripts/web-bundle-closure';
import { gzipSizer, measureBundles, type RouteReport } from '../../scripts/web-bundle-report';
import { destinationOf, pickTier } from '../../web/src/i18n/tiers';
import { uiZh } from '../../web/src/i18n/ui.zh';
import { openPage } from './support/browser';
import { expectedMenu, menuTexts, openUserMenu } from './support/shell';
import { LoginForm, signIn, UI, userMenu } from './support/sign-in';
import { POLL, useBrowserSuite } from './support/suite';

const PUBLIC = pickTier('public', zh, uiZh);
const WORKSPACE = pickTier('workspace', zh, uiZh);

function strings(table: unknown): string[] {
  return Object.values(table as Record<string, unknown>).flatMap((value) => (typeof value === 'string' ? [value] : strings(value)));
}

/** Per group, its longest message that no shipped message of `others` repeats: text a chunk holds only when it ships that group. */
function markersOf(groups: Record<string, unknown>, others: unknown): string[] {
  const shipped = new Set(strings(others));
  return Object.values(groups).flatMap((group) => {
    const own = strings(group).filter((text) => !shipped.has(text) && !/["'\\\n`$]/.test(text));
    return own.length > 0 ? [own.reduce((a, b) => (b.length > a.length ? b : a))] : [];
  });
}

/** The shared catalogue's entries whose messages (most of them) only the server renders, by group. */
const SERVER_ONLY = Object.fromEntries(
  Object.entries(zh).map(([group, table]) => [
    group,
    Object.fromEntries(Object.entries(table).filter(([key]) => destinationOf(`${group}.${key}`) === 'server')),
  ]),
);
const WORKSPACE_MARKERS = markersOf({ ...WORKSPACE, ...(WORKSPACE.ui as object), ui: {} }, PUBLIC);
const SERVER_ONLY_MARKERS = markersOf(SERVER_ONLY, { ...PUBLIC, workspace: WORKSPACE });

/** Every JS file the page fetches from now on, as paths inside web/dist. */
function recordScripts(page: Page): Set<string> {
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) fetched.add(path.slice(1));
  });
  return fetched;
}

/**
 * Issue 16: scripts/bundle-budget.ts reads the cold-load closure of each route from Vite's manifest. Here
 * real cold loads say whether that figure is what the browser fetches, messages tier by tier included.
 */
describe('web bundles on a cold load', () => {
  const suite = useBrowserSuite();
  const sizeOf = gzipSizer(WEB_DIST);
  let routes: RouteReport[] = [];
  let manifest: Manifest = {};
  const fileOf = (module: string) => {
    const file = manifest[module]?.file;
    if (!file) throw new Error(`The build has no chunk for ${module}`);
    return file;
  };

  beforeAll(() => {
    routes = measureBundles(WEB_DIST, readFileSync(join(WEB_ROOT, 'src', 'routeTree.gen.ts'), 'utf8')).routes;
    manifest = JSON.parse(readFileSync(join(WEB_DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  });

  it('fetches for /login what the bundle budget counts: the public messages of the active language only; English’s on the switch', async () => {
    const page = await suite.newPage();
    const fetched = recordScripts(page);
    const form = new LoginForm(page);
    await form.open('/login');
    await page.waitForLoadState('networkidle');

    const counted = routes.find((route) => route.path === '/login');
    const fetchedKB = [...fetched].reduce((total, file) => total + sizeOf(file), 0);
    expect(counted).toBeDefined();
    expect(Math.abs(fetchedKB - counted!.kB)).toBeLessThan(3);

    expect(fetched).toContain(fileOf('src/i18n/messages.zh.ts'));
    for (const module of ['src/i18n/messages-workspace.zh.ts', 'src/i18n/messages.en.ts', 'src/i18n/messages-workspace.en.ts'])
      expect(fetched).not.toContain(fileOf(module));

    // The build inlined each tier's own strings: nothing fetched carries a signed-in screen's or the server's texts.
    const text = [...fetched].map((file) => readFileSync(join(WEB_DIST, file), 'utf8')).join('\n');
    expect(WORKSPACE_MARKERS.length).toBeGreaterThan(20);
    expect(WORKSPACE_MARKERS.filter((marker) => text.includes(marker))).toEqual([]);
    expect(SERVER_ONLY_MARKERS.filter((marker) => text.includes(marker))).toEqual([]);

    await page.getByRole('checkbox', { name: UI.zh.common.english, exact: true }).click();
    await form.in('en').form.waitFor();
    await expect.poll(() => fetched.has(fileOf('src/i18n/messages.en.ts')), POLL).toBe(true);
    expect(fetched).not.toContain(fileOf('src/i18n/messages-workspace.en.ts'));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('fetches for a signed-in screen what the budget counts, the workspace messages with it; both tiers of English on the switch', async () => {
    const { context, page: signingIn } = await openPage(suite.browser, suite.platform.baseUrl);
    let session: BrowserContextOptions['storageState'];
    try {
      await signIn(signingIn, suite.captchas, suite.account('admin'));
      session = { cookies: (await context.storageState()).cookies, origins: [] };
    } finally {
      await context.close();
    }

    const page = await suite.newPage({ storageState: session });
    const fetched = recordScripts(page);
    await page.goto('/log/list');
    await userMenu(page).waitFor();
    await page.waitForLoadState('networkidle');

    const counted = routes.find((route) => route.path === '/log/list');
    expect(counted).toBeDefined();
    const countedFiles = counted!.chunks.map((chunk) => chunk.name);
    expect(countedFiles).toContain('messages-workspace.zh.js');
    expect(fetched).toContain(fileOf('src/i18n/messages-workspace.zh.ts'));
    const fetchedKB = [...fetched].reduce((total, file) => total + sizeOf(file), 0);
    expect(Math.abs(fetchedKB - counted!.kB)).toBeLessThan(3);

    const menu = await openUserMenu(page);
    await menu.getByRole('menuitemradio', { name: UI.zh.common.english, exact: true }).click();
    await expect
      .poll(() => menuTexts(page, 'en'), POLL)
      .toEqual(expectedMenu({ permissions: ['admin', 'datamationMaturityScore'], userRole: '50' }, 'en'));
    expect(fetched).toContain(fileOf('src/i18n/messages.en.ts'));
    expect(fetched).toContain(fileOf('src/i18n/messages-workspace.en.ts'));
  });
});
