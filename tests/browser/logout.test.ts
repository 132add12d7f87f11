import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openUserMenu, tabTexts } from './support/shell';
import { LoginForm, UI } from './support/sign-in';
import { POLL, useBrowserSuite } from './support/suite';

const zh = UI.zh;

async function tokenCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value || undefined;
}

describe('logout', () => {
  const suite = useBrowserSuite();

  /** GET /user-api/user/info with this token in the x-token header, outside the page's own client. */
  async function userInfoCode(page: Page, token: string): Promise<number> {
    const response = await page.request.get(`${suite.platform.baseUrl}/user-api/user/info`, { headers: { 'x-token': token } });
    return ((await response.json()) as { code: number }).code;
  }

  it('logs out from the navbar dropdown: back to /login, the token is revoked and forgotten', async () => {
    // 'user' holds only project 8010, so a supplierId is stored, which logout must clear (spec §2.12).
    const page = await suite.signedIn('user');
    const token = await tokenCookie(page);
    expect(token).toBeTruthy();
    expect(await userInfoCode(page, token!)).toBe(200);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('supplierId')), POLL).toBe('8010');

    // A second tab, which logout closes.
    await (await openUserMenu(page)).getByRole('menuitem', { name: zh.layout.profile, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/profile/index');
    await expect.poll(() => tabTexts(page), POLL).toEqual(['首页', '个人中心']);

    const loggedOut = page.waitForResponse((response) => new URL(response.url()).pathname === '/user-api/auth/logout');
    loggedOut.catch(() => undefined);
    await (await openUserMenu(page)).getByRole('menuitem', { name: zh.layout.logout, exact: true }).click();
    // The page leaves at once, so only the status can be read, not the body.
    expect((await loggedOut).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === '/login');
    await new LoginForm(page).form.waitFor();

    expect(await tokenCookie(page)).toBeUndefined();
    expect(await userInfoCode(page, token!)).toBe(401);
    expect(await page.evaluate(() => localStorage.getItem('supplierId'))).toBeNull();
    const tabs = await page.evaluate(() => JSON.parse(sessionStorage.getItem('sddp.tabs') ?? '[]') as Array<{ path: string }>);
    expect(tabs.map((tab) => tab.path)).toEqual(['/dashboard']);

    // Going back into the app asks for a sign-in again.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('redirect'));
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard');
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/dashboard');
    await new LoginForm(page).form.waitFor();
  });
});
