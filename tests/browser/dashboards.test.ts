import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createFreshUser } from './support/accounts';
import { axeViolations, describeViolations } from './support/axe';
import { signIn, UI, type Lang } from './support/sign-in';
import { signedInIn } from './support/signed-in-lang';
import { POLL, useBrowserSuite } from './support/suite';
import { message } from './support/ui';

/** The scripts the page loads, to see which lazy chunks came with a screen. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

describe("each role's dashboard (spec §2.10)", () => {
  const suite = useBrowserSuite();

  for (const lang of ['zh', 'en'] as const satisfies readonly Lang[]) {
    const t = UI[lang];

    it(`an administrator sees the platform at a glance with the sign-in chart, under the title 'Project home' (${lang})`, async () => {
      const page = await signedInIn(suite, 'admin', lang);
      const loaded = scriptsOf(page);
      await page.reload();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      const glance = page.getByRole('region', { name: t.glance.title });
      await glance.getByRole('region', { name: t.glance.orgs, exact: true }).waitFor();
      await glance.getByRole('region', { name: t.glance.users, exact: true }).waitFor();
      await glance.getByRole('region', { name: t.glance.projects, exact: true }).waitFor();
      const chart = glance.getByTestId('sign-in-chart');
      await chart.locator('svg.recharts-surface').waitFor();
      await expect.poll(() => chart.locator('.recharts-bar-rectangle').count(), POLL).toBeGreaterThan(0);
      const recent = glance.getByRole('region', { name: t.glance.recent });
      await recent.getByRole('listitem').first().waitFor();
      await page.getByRole('heading', { level: 1, name: message(lang, 'route.projectHome') }).waitFor();
      expect(loaded.some((path) => path.includes('sign-in-chart'))).toBe(true);
      expect(describeViolations(`admin ${lang}`, await axeViolations(page))).toBe('');
      await recent.getByRole('link', { name: t.glance.allLog }).click();
      await page.waitForURL((url) => url.pathname === '/log/list');
    });

    it(`a supplier's primary account sees its scores, its projects' notices and its user list, without the chart code (${lang})`, async () => {
      const supplier = await signedInIn(suite, 'userAdmin', lang);
      const loaded = scriptsOf(supplier);
      await supplier.reload();
      await supplier.waitForURL((url) => url.pathname === '/dashboard');
      const scores = supplier.getByRole('region', { name: t.dashboardRole.scoresTitle });
      await scores.getByRole('definition').first().waitFor();
      await supplier.getByRole('region', { name: t.notice.latest }).waitFor();
      const users = supplier.getByRole('region', { name: t.dashboardRole.userListTitle });
      expect(await users.getByRole('link', { name: t.dashboardRole.userListLink }).getAttribute('href')).toBe('/user/list1');
      expect(await supplier.getByRole('region', { name: t.glance.title }).count()).toBe(0);
      expect(loaded.filter((path) => path.includes('sign-in-chart'))).toEqual([]);
      expect(describeViolations(`userAdmin ${lang}`, await axeViolations(supplier))).toBe('');
    });

    it(`an account without projects sees 'No project information' in every group (${lang})`, async () => {
      const user = await createFreshUser(suite.platform);
      const page = await suite.newPage();
      if (lang === 'en') await page.addInitScript(() => localStorage.setItem('language', 'en'));
      await signIn(page, suite.captchas, user, { lang });
      await page.waitForURL((url) => url.pathname === '/dashboard');
      for (const group of [t.dashboard.inProgress, t.dashboard.notStarted, t.dashboard.completed]) {
        await page
          .getByRole('region', { name: new RegExp(`^${group}`) })
          .getByText(t.dashboard.noProjects, { exact: true })
          .waitFor();
      }
    });

    it(`a contractor with the user-manager grant is linked to its user list (${lang})`, async () => {
      const page = await signedInIn(suite, 'provider', lang);
      await page.waitForURL((url) => url.pathname === '/dashboard');
      const users = page.getByRole('region', { name: t.dashboardRole.userListTitle });
      await users.getByRole('link', { name: t.dashboardRole.userListLink }).click();
      await page.waitForURL((url) => url.pathname === '/userManage/list');
    });
  }

  it('the project home drops a query string by loading the page again without it', async () => {
    const page = await signedInIn(suite, 'userAdmin', 'zh');
    await page.goto('/projectHome?from=mail&token=x');
    await page.waitForURL((url) => url.pathname === '/projectHome' && url.search === '');
    await page.getByRole('region', { name: new RegExp(`^${UI.zh.dashboard.inProgress}`) }).waitFor();
  });
});
