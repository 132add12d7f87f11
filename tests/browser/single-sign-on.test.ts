import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signPartnerHandoff } from '#domains/auth/sso/partner-secrets';
import { UI, type Lang } from './support/sign-in';
import { POLL, useBrowserSuite } from './support/suite';

describe.each(['zh', 'en'] as const)('single sign-on (%s)', (lang: Lang) => {
  const suite = useBrowserSuite();
  const t = UI[lang].sso;

  async function page(): Promise<Page> {
    const opened = await suite.newPage();
    if (lang === 'en') await opened.addInitScript(() => localStorage.setItem('language', 'en'));
    return opened;
  }

  /** The account behind the page's session, asked of the server with the page's own token. */
  async function signedInAs(opened: Page): Promise<string | undefined> {
    const token = (await opened.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
    if (!token) return undefined;
    const response = await opened.request.get(`${suite.platform.baseUrl}/user-api/user/info`, { headers: { 'x-token': token } });
    return ((await response.json()) as { result?: { user?: { userCode?: string } } }).result?.user?.userCode;
  }

  it.each(['intranet', 'internet'] as const)('the %s button signs in through the local provider into the shell', async (provider) => {
    const opened = await page();
    await opened.goto('/login');
    await opened.getByRole('button', { name: t[provider], exact: true }).click();
    await opened.waitForURL((url) => url.pathname.startsWith('/interaction/'));
    await opened.getByRole('button', { name: 'admin1', exact: true }).click();
    await opened.waitForURL((url) => url.pathname === '/dashboard');
    await expect.poll(() => signedInAs(opened), POLL).toBe('admin1');
    expect(opened.url()).not.toContain('code=');
  });

  it("a partner platform's signed hand-off opens the shell; the secret leaves the address bar and works once", async () => {
    const admin = await suite.signedIn('admin');
    if (lang === 'en') await admin.evaluate(() => localStorage.setItem('language', 'en'));
    await admin.goto('/user/partnerPlatform');
    await admin.getByRole('button', { name: t.partner.add }).first().click();
    await admin.getByLabel(t.partner.name).fill(`Partner ${lang} ${randomBytes(3).toString('hex')}`);
    await admin.getByRole('button', { name: UI[lang].common.save }).click();
    const secretField = admin.getByTestId('partner-secret');
    await secretField.waitFor();
    const sharedSecret = await secretField.inputValue();
    const partnerId = await admin.evaluate(async () => {
      const token = document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1] ?? '';
      const response = await fetch('/user-api/user/admin/partner-platform/list', { headers: { 'x-token': decodeURIComponent(token) } });
      const rows = ((await response.json()) as { result: Array<{ id: number }> }).result;
      return Math.max(...rows.map((row) => row.id));
    });

    const secret = signPartnerHandoff(sharedSecret, {
      p: partnerId,
      u: 'provider',
      ts: Math.floor(Date.now() / 1000),
      n: randomBytes(16).toString('base64url'),
    });
    const partnerPage = await page();
    await partnerPage.goto(`/jumpLogin?secret=${encodeURIComponent(secret)}`);
    await partnerPage.waitForURL((url) => url.pathname === '/dashboard');
    await expect.poll(() => signedInAs(partnerPage), POLL).toBe('provider');
    expect(partnerPage.url()).not.toContain('secret');

    const replay = await page();
    await replay.goto(`/jumpLogin?secret=${encodeURIComponent(secret)}`);
    await replay.getByText(UI[lang].sso.failed.split('{{')[0]!).waitFor();
    expect(await signedInAs(replay)).toBeUndefined();
  });

  it("'go to inventory system' opens the stand-in page in a new tab as the signed-in account", async () => {
    const user = await suite.signedIn('user');
    if (lang === 'en') {
      await user.evaluate(() => localStorage.setItem('language', 'en'));
      await user.reload();
    }
    const opened = user.context().waitForEvent('page');
    await user.getByRole('button', { name: t.inventory }).click();
    const inventory = await opened;
    await inventory.waitForURL((url) => url.pathname === '/thirdparty/inventory');
    await expect.poll(() => inventory.getByTestId('inventory-user').textContent(), POLL).toBe('Signed in as user');
  });
});
