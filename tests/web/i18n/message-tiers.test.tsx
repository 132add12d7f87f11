import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { en } from '@sddp/shared/i18n/en';
import { zh } from '@sddp/shared/i18n/zh';
import { destinationOf, pickTier } from '@/i18n/tiers';
import { uiEn } from '@/i18n/ui.en';
import { uiZh } from '@/i18n/ui.zh';
import { parseRouteTree } from '../../../scripts/web-route-tree';
import { filesUnder, leaves, messagesNamed, namedKeys, nodeAt, sourceClosure, WEB_SRC, type NamedKey } from './source-keys';

vi.mock('@/lib/leave-app', () => ({ leaveApp: vi.fn() }));

const TABLES = { zh: [zh, uiZh], en: [en, uiEn] } as const;
function tierOf(tier: 'public' | 'workspace' | 'delivery', language: keyof typeof TABLES) {
  const [catalogue, ui] = TABLES[language];
  return pickTier(tier, catalogue, ui);
}
const WHOLE = { ...zh, ui: uiZh };
const SHARED_SRC = join(process.cwd(), 'shared', 'src');

/** Message data and the tier rules, not code that renders: their strings are the tables and their paths. */
const isTable = (file: string) => /[\\/]i18n[\\/]((ui|messages)[.-]|tiers\.ts$)/.test(file) || file.startsWith(join(SHARED_SRC, 'i18n'));
const ROUTES = parseRouteTree(readFileSync(join(WEB_SRC, 'routeTree.gen.ts'), 'utf8'));
/** Route files a page outside the signed-in layout runs, plus the shell every page runs. */
const OUTSIDE_LAYOUT = [...new Set(ROUTES.filter((route) => !route.files.includes('_app')).flatMap((route) => route.files))];
const SIGNED_OUT_SOURCES = sourceClosure(
  [...OUTSIDE_LAYOUT.map((file) => join(WEB_SRC, 'routes', `${file}.tsx`)), join(WEB_SRC, 'main.tsx'), join(WEB_SRC, 'router.tsx')],
  (file) => file.endsWith('routeTree.gen.ts') || isTable(file),
).filter((file) => !isTable(file));
/**
 * Every message a piece of web or shared code names (a validator's message, a `t()` key, a key head).
 * Left out: the endpoint table's operation-log text (`log: 'log.…'` in shared/src/contract), which only
 * the server renders (functions/src/http/middlewares.ts).
 */
const NAMED_ANYWHERE = namedKeys([...filesUnder(WEB_SRC), ...filesUnder(SHARED_SRC)].filter((file) => !isTable(file))).filter(
  (named) => !(named.key.startsWith('log.') && named.file.startsWith(join(SHARED_SRC, 'contract'))),
);
const where = (named: NamedKey, message: string) =>
  `${message} (${named.file.slice(process.cwd().length + 1)}${named.prefix ? `, as ${named.key}…` : ''})`;

describe('each language in its tiers', () => {
  it.each(['zh', 'en'] as const)('%s: the tiers hold every message the web ships once, and none only the server renders', (language) => {
    const [catalogue, ui] = TABLES[language];
    const shipped = leaves({ ...catalogue, ui }).filter((key) => destinationOf(key) !== 'server');
    const [publicKeys, workspaceKeys, deliveryKeys] = [
      leaves(tierOf('public', language)),
      leaves(tierOf('workspace', language)),
      leaves(tierOf('delivery', language)),
    ];
    expect([...publicKeys, ...workspaceKeys, ...deliveryKeys].sort()).toEqual(shipped.sort());
    expect(publicKeys.filter((key) => workspaceKeys.includes(key) || deliveryKeys.includes(key))).toEqual([]);
    expect(workspaceKeys.filter((key) => deliveryKeys.includes(key))).toEqual([]);
    expect(deliveryKeys.length).toBeGreaterThan(50);
    expect(publicKeys.length).toBeGreaterThan(100);
    expect(workspaceKeys.length).toBeGreaterThan(publicKeys.length);
  });

  it('puts the same keys in the same tier in both languages', () => {
    expect(leaves(tierOf('public', 'en'))).toEqual(leaves(tierOf('public', 'zh')));
    expect(leaves(tierOf('workspace', 'en'))).toEqual(leaves(tierOf('workspace', 'zh')));
    expect(leaves(tierOf('delivery', 'en'))).toEqual(leaves(tierOf('delivery', 'zh')));
  });

  it('places a message by the most specific path listed, and an unlisted one in the workspace tier', () => {
    expect(destinationOf('error.sso.handoffInvalid')).toBe('public');
    expect(destinationOf('error.orgNotFound')).toBe('server');
    expect(destinationOf('ui.login.heading')).toBe('public');
    expect(destinationOf('ui.user.add')).toBe('workspace');
    expect(nodeAt(tierOf('public', 'zh'), 'error')).toEqual(expect.objectContaining({ generic: zh.error.generic, sso: zh.error.sso }));
    expect(nodeAt(tierOf('public', 'zh'), 'error.orgNotFound')).toBeUndefined();
  });
});

describe('what the sources name', () => {
  it('finds the pages outside the signed-in layout and the keys they name, so the checks below never pass by reading nothing', () => {
    expect(OUTSIDE_LAYOUT).toEqual(expect.arrayContaining(['__root', 'login', 'find_pwd', 'resetPassword', 'addInfo', '401', '404']));
    expect(OUTSIDE_LAYOUT.some((file) => file.startsWith('_app'))).toBe(false);
    expect(SIGNED_OUT_SOURCES.some((file) => file.endsWith('login-page.tsx'))).toBe(true);
    expect(namedKeys(SIGNED_OUT_SOURCES).filter((named) => messagesNamed(WHOLE, named).length > 0).length).toBeGreaterThan(100);
    expect(
      NAMED_ANYWHERE.filter((named) => named.file.startsWith(SHARED_SRC) && named.key.startsWith('validation.')).length,
    ).toBeGreaterThan(50);
  });

  it.each(['zh', 'en'] as const)('%s: the public tier holds every message the pages outside the signed-in layout name', (language) => {
    const publicTier = tierOf('public', language);
    const lacking = namedKeys(SIGNED_OUT_SOURCES).flatMap((named) =>
      messagesNamed(WHOLE, named)
        .filter((message) => typeof nodeAt(publicTier, message) !== 'string')
        .map((message) => where(named, message)),
    );
    expect(lacking).toEqual([]);
  });

  it('ships every message the web or the shared code names (none only the server renders)', () => {
    const unshipped = NAMED_ANYWHERE.flatMap((named) =>
      messagesNamed(WHOLE, named)
        .filter((message) => destinationOf(message) === 'server')
        .map((message) => where(named, message)),
    );
    expect(unshipped).toEqual([]);
  });
});

/**
 * The app as a cold load has it: a fresh module graph whose i18n instance holds the public tier only
 * (tests/support/web-setup.ts loaded both tiers into the graph the other tests share).
 */
describe('the app on a cold load', () => {
  let app: {
    i18n: typeof import('@/i18n');
    renderApp: typeof import('../support/render-app').renderApp;
    stubFetch: typeof import('../support/fake-fetch').stubFetch;
    envelope: typeof import('../support/fake-fetch').envelope;
    userInfoRoute: typeof import('../support/account').userInfoRoute;
    token: typeof import('@/lib/session/token');
    queryClient: typeof import('@/lib/query-client').queryClient;
  };
  const missing: string[] = [];

  beforeAll(async () => {
    vi.resetModules();
    const i18n = await import('@/i18n');
    await i18n.i18nReady;
    const [{ renderApp }, { stubFetch, envelope }, { userInfoRoute }, token, { queryClient }, { configureApiClient }] = await Promise.all([
      import('../support/render-app'),
      import('../support/fake-fetch'),
      import('../support/account'),
      import('@/lib/session/token'),
      import('@/lib/query-client'),
      import('@/lib/api-client'),
    ]);
    app = { i18n, renderApp, stubFetch, envelope, userInfoRoute, token, queryClient };
    configureApiClient({ onError: vi.fn(), onUnauthorized: vi.fn() });
    i18n.i18n.options.saveMissing = true;
    i18n.i18n.options.missingKeyHandler = (_languages, _namespace, key) => void missing.push(key);
  });
  afterEach(() => {
    missing.length = 0;
    app.token.clearToken();
    app.queryClient.clear();
    vi.unstubAllGlobals();
  });
  afterAll(() => vi.resetModules());

  /** Renders a path and waits until the router has settled on a screen with a heading or a form. */
  async function show(path: string) {
    const router = app.renderApp(path);
    await waitFor(() => expect(router.state.status).toBe('idle'));
    await waitFor(() => expect(document.body.querySelector('h1, h2, form, [role="status"], [role="alert"]')).not.toBeNull());
    return router;
  }

  it('starts with the public tier of the active language only', () => {
    const { i18n } = app.i18n;
    expect(i18n.exists('ui.login.heading')).toBe(true);
    expect(i18n.exists('ui.layout.logout')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
  });

  it.each([
    '/login',
    '/find_pwd',
    '/getPassIndex',
    '/fjLogin',
    '/jumpLogin',
    '/auth-redirect?state=s1&code=c1',
    '/401',
    '/404',
    '/',
    '/redirect/login',
  ])('signed out, %s shows no key the public tier lacks', async (path) => {
    app.stubFetch({ 'GET /user-api/auth/password_policy': () => app.envelope(null, 500, '服务异常') });
    await show(path);
    expect(missing).toEqual([]);
    expect(app.i18n.i18n.exists('ui.layout.logout')).toBe(false);
  });

  it.each(['/resetPassword', '/addInfo'])('with a session in a pending step, %s shows no key the public tier lacks', async (path) => {
    app.token.setToken('tok-pending');
    app.stubFetch({ ...app.userInfoRoute({ loginPwdState: '1' }), 'GET /user-api/project/user_project_list': () => app.envelope([]) });
    await show(path);
    expect(missing).toEqual([]);
    expect(app.i18n.i18n.exists('ui.layout.logout')).toBe(false);
  });

  it('switches a signed-out page to the other language’s public tier only', async () => {
    await app.i18n.changeLanguage('en');
    expect(app.i18n.i18n.exists('ui.login.heading', { lng: 'en' })).toBe(true);
    expect(app.i18n.i18n.exists('ui.layout.logout', { lng: 'en' })).toBe(false);
    await app.i18n.changeLanguage('zh');
  });

  it('renders a signed-in screen once the layout has loaded the workspace tier, with no key missing', async () => {
    app.token.setToken('tok-admin');
    app.stubFetch({
      ...app.userInfoRoute({ roles: ['admin'] }),
      'GET /user-api/project/user_project_list': () => app.envelope([]),
      'GET /user-api/dashboard/admin/glance': () => app.envelope(null, 500, '服务异常'),
    });
    await show('/dashboard');
    expect(await screen.findByRole('navigation', { name: '主菜单' })).toBeInTheDocument();
    expect(app.i18n.i18n.exists('ui.layout.logout')).toBe(true);
    expect(missing).toEqual([]);
  });

  it('leaves the delivery tier out of the other screens, and renders a delivery screen once its layout has loaded it (issue 29)', async () => {
    expect(app.i18n.i18n.exists('ui.delivery.status.draft')).toBe(false);
    app.token.setToken('tok-reviewer');
    app.stubFetch({
      ...app.userInfoRoute({ roles: ['provider'], user: { userRole: '20' } }),
      'GET /user-api/project/user_project_list': () => app.envelope([]),
      'GET /user-api/delivery/review/queue': () => app.envelope({ rows: [], total: 0 }),
    });
    await show('/delivery/reviews');
    expect(await screen.findByText('没有待您审核的位号')).toBeInTheDocument();
    expect(app.i18n.i18n.exists('ui.delivery.status.draft')).toBe(true);
    expect(missing).toEqual([]);
  });

  it('switches a signed-in user to both tiers of the other language', async () => {
    await app.i18n.changeLanguage('en');
    expect(app.i18n.i18n.exists('ui.login.heading', { lng: 'en' })).toBe(true);
    expect(app.i18n.i18n.exists('ui.layout.logout', { lng: 'en' })).toBe(true);
    await app.i18n.changeLanguage('zh');
  });
});
