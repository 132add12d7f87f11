import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { workbookBytes } from '../functions/kit/spreadsheet/workbooks';
import { UI } from './support/sign-in';
import { POLL, useBrowserSuite } from './support/suite';
import { message, toast } from './support/ui';

const zh = UI.zh;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ROWS = 3_000;

/**
 * The supplier import and the organisation export as jobs of the spreadsheet worker (a child process
 * of the platform), followed by the browser through /job/status.
 */
describe('organisation import and export jobs (admin)', () => {
  const suite = useBrowserSuite();

  it('imports a large workbook under a real progress bar, then exports the imported rows to a downloaded workbook', async () => {
    const page = await suite.signedIn('admin');
    await page.goto('/mechanism/list');
    const first = 80_000_000 + randomInt(0, 9_000) * 1_000;
    const marker = `作业${first}`;
    const rows = Array.from({ length: ROWS }, (_, index) => {
      const code = String(first + index);
      return [code, `${marker} ${index}`, '', `联系人${index}`, '', `c${code}@example.com`];
    });
    const headers = ['机构代码', '机构名称', 'BP编码', '联系人', '联系人手机', '联系人邮箱'];

    const polled = page.waitForResponse((response) => new URL(response.url()).pathname === '/user-api/job/status');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'suppliers.xlsx', mimeType: XLSX_TYPE, buffer: Buffer.from(workbookBytes([headers, ...rows])) });
    const bar = page.getByRole('progressbar', { name: zh.org.importProgress });
    await bar.waitFor();
    await page.getByRole('status').getByText(message('zh', 'message.import.running')).waitFor();
    expect((await (await polled).json()) as { code: number }).toMatchObject({ code: 200 });

    const report = page.getByRole('dialog', { name: zh.org.reportTitle });
    await report
      .getByText(message('zh', 'message.import.summary', { rows: ROWS, created: ROWS, unchanged: 0 }))
      .waitFor({ timeout: 60_000 });
    await expect.poll(() => bar.count(), POLL).toBe(0);
    await report.getByRole('button', { name: zh.common.close, exact: true }).first().click();

    const filters = page.getByRole('search', { name: zh.list.filters });
    await filters.getByLabel(zh.org.orgName, { exact: true }).fill(marker);
    await filters.getByLabel(zh.org.orgName, { exact: true }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('orgName') === marker);

    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: zh.org.export, exact: true }).click();
    await toast(page, message('zh', 'message.export.running'));
    await toast(page, message('zh', 'message.export.success'));
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(ROWS + 1);
    const names = new Set<string>();
    sheet.eachRow((row) =>
      row.eachCell((cell) => typeof cell.value === 'string' && cell.value.startsWith(marker) && names.add(cell.value)),
    );
    expect(names.size).toBe(ROWS);
  }, 180_000);
});
