import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@sddp/shared';
import { UI, type Lang } from './support/sign-in';
import { POLL, useBrowserSuite } from './support/suite';
import { message, toast } from './support/ui';

/** A score no other run of this file is likely to have left on the row. */
const freshScore = () => String(Date.now() % 101);

async function inLanguage(page: Page, lang: Lang): Promise<void> {
  if (lang === 'zh') return;
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [LANGUAGE_STORAGE_KEY, lang]);
  await page.reload();
}

describe('maturity scores', () => {
  const suite = useBrowserSuite();

  for (const [lang, supplier, project] of [
    ['zh', '江南阀门', '镇海项目'],
    ['en', '华东泵业', 'Zhenhai'],
  ] as const) {
    it(`an administrator of organisation 1 edits a score and sees it in the chart and the history (${lang})`, async () => {
      const t = UI[lang];
      const page = await suite.signedIn('admin');
      await inLanguage(page, lang);
      await page.goto('/datamationMaturityScore/list');
      const filters = page.getByRole('search', { name: t.list.filters });
      await filters.getByLabel(t.score.orgName, { exact: true }).fill(supplier);
      await filters.getByLabel(t.score.orgName, { exact: true }).press('Enter');
      await page.waitForURL((url) => url.searchParams.get('orgName') === supplier);
      const row = page.getByRole('row').filter({ hasText: project }).filter({ hasText: supplier });

      await row.getByRole('button', { name: t.score.edit, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.score.editTitle });
      const timeliness = dialog.getByLabel(t.score.criteria.score1, { exact: true });
      const before = await timeliness.inputValue();
      await timeliness.fill('');
      await dialog.getByRole('button', { name: t.common.save, exact: true }).click();
      await dialog.getByText(message(lang, 'validation.score.required'), { exact: true }).waitFor();
      const candidate = freshScore();
      const score = candidate === before ? String((Number(candidate) + 1) % 101) : candidate;
      await timeliness.fill(score);
      await dialog.getByRole('button', { name: t.common.save, exact: true }).click();
      await toast(page, message(lang, 'message.score.success'));
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => row.getByRole('cell').nth(2).innerText(), POLL).toBe(score);

      await row.getByRole('button', { name: t.score.detail, exact: true }).click();
      const detail = page.getByRole('dialog');
      const chart = detail.getByRole('img', { name: new RegExp(`${t.score.chart}: ${t.score.criteria.score1} ${score},`) });
      await chart.waitFor();
      await chart.locator('svg.recharts-surface').waitFor();
      await expect.poll(() => chart.locator('.recharts-radar-polygon').count(), POLL).toBeGreaterThan(0);
      const latest = detail.getByRole('list', { name: t.score.history }).getByRole('listitem').first();
      await latest.getByText(new RegExp(`${t.score.criteria.score1}.*→ ${score}$`)).waitFor();
    });
  }

  it("a supplier's account opens its own scores from the project home, read-only, with the chart", async () => {
    const t = UI.zh;
    const page = await suite.signedIn('userAdmin');
    await page.goto('/projectHome');
    await page.getByRole('link', { name: t.score.mineLink, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/maturityScore/mine');
    const card = page.getByRole('region', { name: '镇海项目' });
    await card
      .getByRole('img', { name: new RegExp(t.score.chart) })
      .locator('svg.recharts-surface')
      .waitFor();
    expect(await page.getByRole('button', { name: t.score.edit, exact: true }).count()).toBe(0);
  });
});
