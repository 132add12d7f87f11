import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workbookBytes } from '../functions/kit/spreadsheet/workbooks';
import { UI, type Lang } from './support/sign-in';
import { signedInIn } from './support/signed-in-lang';
import { POLL, useBrowserSuite } from './support/suite';
import { fieldError, message, toast } from './support/ui';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The demo's project 8001 and supplier 华东泵业 (orgCode 10010001); catalogue pump 7 is an OH2 (type 7). */
const HEADERS = ['projectId', 'orgCode', 'contractNo', 'contractName', 'weihao', 'itemName', 'pumpId', 'quantity'];

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe.each(['zh', 'en'] as const)('device administration (%s)', (lang: Lang) => {
  const suite = useBrowserSuite();
  const ui = UI[lang];

  it('imports a contract, opens its tag numbers, edits an item sheet and reads the reports', async () => {
    const stamp = `${lang}${Date.now() % 1_000_000}`;
    const contractNo = `BR-${stamp}`;
    const [tagA, tagB] = [`P-${stamp}A`, `P-${stamp}B`];
    const page = await signedInIn(suite, 'admin', lang);
    await page.goto('/device/contracts');

    await page.locator('input[type=file]').setInputFiles({
      name: 'contracts.xlsx',
      mimeType: XLSX_TYPE,
      buffer: Buffer.from(
        workbookBytes([
          HEADERS,
          ['8001', '10010001', contractNo, 'Browser pumps', tagA, 'OH2-80', '7', '2'],
          ['8001', '10010001', contractNo, 'Browser pumps', tagB, 'Hoist', '', '1'],
        ]),
      ),
    });
    const report = page.getByRole('dialog');
    await report.waitFor();
    await report.press('Escape');

    const filters = page.getByRole('search', { name: ui.list.filters });
    await filters.getByLabel(ui.device.contractNo, { exact: true }).fill(contractNo);
    await filters.getByLabel(ui.device.contractNo, { exact: true }).press('Enter');
    await row(page, contractNo).getByRole('cell', { name: '2', exact: true }).waitFor();

    await row(page, contractNo).getByRole('link', { name: ui.device.tags }).click();
    await page.waitForURL((url) => url.pathname === '/device/tags');
    await row(page, tagA).getByText('OH2', { exact: true }).waitFor();
    await row(page, tagA).getByRole('link', { name: ui.device.editSheet }).click();
    await page.waitForURL((url) => url.pathname === '/device/item');

    await page.getByLabel(ui.device.sheet.manufacturer, { exact: true }).fill('Browser Pumps Ltd');
    await page.getByLabel(ui.device.sheet.model, { exact: true }).fill('OH2-80-250');
    await page.getByRole('button', { name: ui.common.save, exact: true }).click();
    await toast(page, ui.device.saved);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), POLL).toContain('25%');

    await page.goto('/device/reports?report=2&projectId=8001');
    await page.getByRole('tab', { name: ui.device.reports.report2 }).waitFor();
    await page.getByRole('figure', { name: ui.device.reports.report2 }).locator('svg').first().waitFor();
    const supplierRow = page.getByRole('row').filter({ hasText: '华东泵业有限公司' });
    await supplierRow.first().waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: ui.device.reports.export }).click();
    expect((await download).suggestedFilename()).toBe('report2.csv');

    await page.getByRole('tab', { name: ui.device.reports.report3 }).click();
    await page.getByRole('figure', { name: ui.device.reports.report3 }).waitFor();
  });

  it('adds a contract and a tag number by hand, refusing a contract number the project has', async () => {
    const stamp = `${lang}${Date.now() % 1_000_000}`;
    const contractNo = `HM-${stamp}`;
    const weihao = `P-${stamp}M`;
    const page = await signedInIn(suite, 'admin', lang);
    await page.goto('/device/contracts');

    const addContract = async () => {
      await page.getByRole('button', { name: ui.deviceEntry.newContract }).click();
      const dialog = page.getByRole('dialog', { name: ui.deviceEntry.newContract });
      await dialog.getByRole('combobox', { name: ui.deviceEntry.project }).click();
      await page.getByRole('option', { name: /^8001 / }).click();
      await dialog.getByLabel(ui.deviceEntry.supplier, { exact: true }).fill('10010001');
      await dialog.getByText(ui.deviceEntry.supplierChosen.replace('{{name}}', '华东泵业有限公司')).waitFor();
      await dialog.getByLabel(ui.device.contractNo, { exact: true }).fill(contractNo);
      await dialog.getByLabel(ui.device.contractName, { exact: true }).fill('Hand-entered pumps');
      await dialog.getByRole('button', { name: ui.common.save, exact: true }).click();
      return dialog;
    };
    await addContract();
    await toast(page, ui.deviceEntry.contractCreated);

    const again = await addContract();
    await expect
      .poll(() => fieldError(again, ui.device.contractNo).innerText(), POLL)
      .toBe(message(lang, 'device.import.contractExists', { contractNo }));
    await again.press('Escape');

    const filters = page.getByRole('search', { name: ui.list.filters });
    await filters.getByLabel(ui.device.contractNo, { exact: true }).fill(contractNo);
    await filters.getByLabel(ui.device.contractNo, { exact: true }).press('Enter');
    await row(page, contractNo).getByRole('link', { name: ui.device.tags }).click();
    await page.waitForURL((url) => url.pathname === '/device/tags');

    await page.getByRole('button', { name: ui.deviceEntry.newTag }).click();
    const tagDialog = page.getByRole('dialog');
    await tagDialog.getByLabel(ui.device.weihao, { exact: true }).fill(weihao);
    await tagDialog.getByLabel(ui.deviceEntry.pumpId, { exact: true }).fill('7');
    await expect.poll(() => tagDialog.getByLabel(ui.device.itemName, { exact: true }).inputValue(), POLL).not.toBe('');
    await tagDialog.getByRole('button', { name: ui.common.save, exact: true }).click();
    await toast(page, ui.deviceEntry.tagCreated);
    await row(page, weihao).getByText('OH2', { exact: true }).waitFor();
  });
});
