import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { UI, type Lang } from './support/sign-in';
import { signedInIn } from './support/signed-in-lang';
import { useBrowserSuite, POLL } from './support/suite';
import { message } from './support/ui';

/** The first body row's cells, as text. */
const firstRow = (page: Page) => page.getByRole('row').nth(1).getByRole('cell').allInnerTexts();

describe.each(['zh', 'en'] as const)('pump catalogue (%s)', (lang: Lang) => {
  const suite = useBrowserSuite();
  const ui = UI[lang];

  it('from the project home: a duty-point search, closest first, then the pump detail with its chart', async () => {
    const page = await signedInIn(suite, 'user', lang);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: ui.pump.openCatalogue }).click();
    await page.waitForURL((url) => url.pathname === '/dynamicEquipment/index');
    await page.getByTestId('pump-order').getByText(ui.pump.orderNewest).waitFor();

    const filters = page.getByRole('search', { name: ui.list.filters });
    await filters.getByLabel(ui.pump.liuliangFilter, { exact: true }).fill('100');
    await filters.getByLabel(ui.pump.yangchengFilter, { exact: true }).fill('50');
    await filters.getByLabel(ui.pump.yangchengFilter, { exact: true }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('liuliang') === '100' && url.searchParams.get('yangcheng') === '50');
    await page.getByTestId('pump-order').getByText(ui.pump.orderByDuty).waitFor();

    // Every row meets the duty point, closest first.
    await expect.poll(async () => (await firstRow(page)).at(10) ?? '', POLL).toMatch(/^\+\d/);
    const rows = page.getByRole('row');
    const count = await rows.count();
    const excesses: number[] = [];
    for (let index = 1; index < count; index++) {
      const cells = await rows.nth(index).getByRole('cell').allInnerTexts();
      expect(parseFloat(cells[4]!)).toBeGreaterThanOrEqual(100);
      expect(parseFloat(cells[5]!)).toBeGreaterThanOrEqual(50);
      excesses.push(parseFloat(cells[10]!.slice(1)));
    }
    expect(excesses).toEqual([...excesses].sort((a, b) => a - b));

    const name = (await firstRow(page))[1]!;
    await rows.nth(1).getByRole('link', { name: ui.pump.viewDetail }).click();
    await page.waitForURL((url) => url.pathname === '/dynamicEquipment/detail' && url.searchParams.get('liuliang') === '100');
    await page.getByRole('heading', { level: 1, name: new RegExp(name) }).waitFor();
    await page.getByRole('heading', { name: ui.pump.chartTitle }).waitFor();
    await page.getByRole('figure', { name: ui.pump.chartLabel }).locator('svg').first().waitFor();
    await page.getByText(ui.pump.usesTitle).waitFor();
    await page.getByText(/m³\/h/).first().waitFor();
  });

  it('flags a duty point the server would refuse, in the page language', async () => {
    const page = await signedInIn(suite, 'user', lang);
    await page.goto('/dynamicEquipment/index');
    const filters = page.getByRole('search', { name: ui.list.filters });
    await filters.getByLabel(ui.pump.liuliangFilter, { exact: true }).fill('abc');
    await page.getByText(message(lang, 'validation.device.positiveNumber')).waitFor();
  });
});
