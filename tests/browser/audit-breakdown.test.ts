import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workbookBytes } from '../functions/kit/spreadsheet/workbooks';
import { axeViolations, describeViolations } from './support/axe';
import { sidebarMenu } from './support/shell';
import { UI } from './support/sign-in';
import { POLL, useBrowserSuite } from './support/suite';
import { interpolate, message, toast } from './support/ui';

/** A demo project with the seeded breakdown that no other browser file reads (audit.test.ts reads 8007's). */
const PROJECT = 8009;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const row = (scope: Page | Locator, text: string): Locator => scope.getByRole('row').filter({ hasText: text });

describe('the engineering breakdown screen', () => {
  const suite = useBrowserSuite();

  it('shows the demo breakdown of a project, and an imported file replaces it (zh)', async () => {
    const t = UI.zh.auditBreakdown;
    const page = await suite.signedIn('admin');
    await sidebarMenu(page)
      .getByRole('link', { name: message('zh', 'route.auditBreakdown'), exact: true })
      .click();
    await page.getByText(t.chooseProject, { exact: true }).waitFor();
    await page.getByRole('combobox', { name: t.project }).click();
    await page.getByRole('option', { name: `${PROJECT} 川西项目` }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('projectId'), POLL).toBe(String(PROJECT));

    await row(page, '常减压装置').getByText('1100', { exact: true }).waitFor();
    await page.getByRole('tab', { name: interpolate(t.mainItemsCount, { count: 11 }) }).waitFor();
    await page.getByRole('tab', { name: interpolate(t.classesCount, { count: 33 }) }).click();
    await row(page, '离心泵').getByText('泵', { exact: true }).waitFor();
    expect(describeViolations('the breakdown', await axeViolations(page))).toBe('');

    const file = workbookBytes([
      ['类别', '编码', '名称', '类型'],
      ['主项', '9100', '煤气化装置', ''],
      ['工厂对象分类', 'P-NEW', '磁力泵', '泵'],
    ]);
    await page
      .getByLabel(t.import, { exact: true })
      .setInputFiles({ name: 'breakdown.xlsx', mimeType: XLSX_TYPE, buffer: Buffer.from(file) });
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/11 个主项和 33 个工厂对象分类/).waitFor();
    expect(describeViolations('the confirmation', await axeViolations(page))).toBe('');
    await confirm.getByRole('button', { name: t.confirmImport, exact: true }).click();
    await toast(page, message('zh', 'message.import.success'));

    await page.getByText(interpolate(t.summary, { mainItems: 1, classes: 1, version: 2 }), { exact: true }).waitFor();
    await row(page, '磁力泵').getByText('P-NEW', { exact: true }).waitFor();
    await page.getByRole('tab', { name: interpolate(t.mainItemsCount, { count: 1 }) }).click();
    await row(page, '煤气化装置').waitFor();
    await expect.poll(() => row(page, '常减压装置').count(), POLL).toBe(0);
  });
});
