import { describe, expect, it } from 'vitest';
import type { Permission } from '@sddp/shared';
import { DEMO_ACCOUNTS } from '#local/demo/data';
import { documentTitle, expectedMenu, menuTexts, pathOf, userMenuButton } from './support/shell';
import { UI } from './support/sign-in';
import { POLL, useBrowserSuite } from './support/suite';

/** The roles each demo account should hold (spec §6), so the menu can be computed independently. */
const EXPECTED_ROLES: Record<string, Permission[]> = {
  admin: ['admin', 'datamationMaturityScore'],
  admin1: ['admin1'],
  userAdmin: ['userAdmin', 'maturityScore'],
  user: ['user'],
  provider: ['provider', 'userManage'],
  owner: ['user', 'userManage'],
  DHMC: ['user'],
};

const zh = UI.zh;

describe('sign-in through the login form', () => {
  const suite = useBrowserSuite();

  it('has one seeded account per demo role', () => {
    expect(suite.platform.accounts.map((account) => account.userCode).sort()).toEqual(Object.keys(EXPECTED_ROLES).sort());
  });

  it.each(DEMO_ACCOUNTS.map((spec) => [spec.userCode, spec.linkman, spec.userRole] as const))(
    '%s lands on /dashboard with exactly the permitted menu and their name in the navbar',
    async (userCode, linkman, userRole) => {
      const page = await suite.signedIn(userCode);
      await page.waitForURL('**/dashboard');
      expect(pathOf(page)).toBe('/dashboard');

      const expected = expectedMenu({ permissions: EXPECTED_ROLES[userCode]!, userRole });
      await expect.poll(() => menuTexts(page), POLL).toEqual(expected);
      await expect.poll(() => userMenuButton(page).innerText(), POLL).toContain(linkman);
      expect(await page.title()).toBe(documentTitle('dashboard'));
    },
  );

  it('follows the redirect query parameter with its own query string', async () => {
    // The list keeps its own parameters (page 2 of the user system's log) and fills in its defaults.
    const page = await suite.signedIn('admin', { path: `/login?redirect=${encodeURIComponent('/log/list?page=2')}`, via: 'button' });
    await page.waitForURL((url) => url.pathname === '/log/list' && url.searchParams.get('page') === '2');
    await page.getByRole('heading', { name: '操作日志', exact: true }).waitFor();
  });

  it('sends an unauthenticated visit of a protected path to /login?redirect=… and back there after sign-in', async () => {
    const page = await suite.newPage();
    await page.goto('/log/list?page=2');
    await page.waitForURL((url) => url.pathname === '/login');
    const redirect = new URL(new URL(page.url()).searchParams.get('redirect') ?? '', 'http://x');
    expect([redirect.pathname, redirect.searchParams.get('page')]).toEqual(['/log/list', '2']);
    await page.getByRole('form', { name: zh.login.heading }).waitFor();

    // The same login form, reached by the guard's redirect, returns to the protected page.
    const signedIn = await suite.signedIn('admin', { path: '/log/list?page=2' });
    await signedIn.waitForURL((url) => url.pathname === '/log/list' && url.searchParams.get('page') === '2');
  });

  it('shows /401 when the role may not open the route', async () => {
    const page = await suite.signedIn('user');
    await page.goto('/user/list');
    await page.waitForURL((url) => url.pathname === '/401');
    await page.getByRole('heading', { name: '401' }).waitFor();
    await page.getByText('您没有权限访问此页面', { exact: true }).waitFor();

    // With noGoBack, Back goes to the dashboard instead of history.
    await page.goto('/401?noGoBack=1');
    await page.getByRole('button', { name: zh.common.back, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });

  it('shows /404 for an unknown path, with a link back home', async () => {
    const page = await suite.signedIn('admin1');
    await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/404');
    await page.getByRole('heading', { name: '404' }).waitFor();
    await page.getByText('抱歉！资源不存在或您没有权限，您无法访问此页面', { exact: true }).waitFor();
    await page.getByRole('link', { name: zh.common.backHome }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });
});
