import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workbookBytes } from '../functions/kit/spreadsheet/workbooks';
import { useLifecycleSuite } from './support/lifecycle';
import { UI } from './support/sign-in';
import { POLL } from './support/suite';
import { field, message, toast } from './support/ui';

const zh = UI.zh;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Eight digits no other run of this file used (the table outlives a run only with a data folder). */
const freshCode = (offset = 0) => String(70_000_000 + ((Date.now() + offset) % 10_000_000)).slice(-8);

const row = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

async function confirm(page: Page): Promise<void> {
  await page.getByRole('alertdialog').getByRole('button', { name: zh.list.confirm, exact: true }).click();
}

async function searchByCode(page: Page, orgCode: string): Promise<void> {
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  const filters = page.getByRole('search', { name: zh.list.filters });
  await filters.getByLabel(zh.org.orgCode, { exact: true }).fill(orgCode);
  await filters.getByLabel(zh.org.orgCode, { exact: true }).press('Enter');
  // The code stays plain text in the address (orgCode=12345678), never JSON-quoted.
  await page.waitForURL((url) => url.searchParams.get('orgCode') === orgCode);
}

/** The primary contact every new organisation needs (its primary account's). */
async function fillContact(dialog: Locator, code: string): Promise<void> {
  await dialog.getByLabel(zh.org.contact.linkman, { exact: true }).fill(`联系人${code}`);
  await dialog.getByLabel(zh.org.contact.email, { exact: true }).fill(`c${code}@example.com`);
}

describe('organisation list (admin)', () => {
  const life = useLifecycleSuite();

  it('adds, edits, disables and enables an organisation', async () => {
    const page = await life.suite.signedIn('admin1');
    await page.goto('/mechanism/list');
    const orgCode = freshCode();
    const name = `浏览器机构${orgCode}`;

    await page.getByRole('button', { name: zh.org.add, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(zh.org.orgCode, { exact: true }).fill('1234');
    await dialog.getByLabel(zh.org.orgName, { exact: true }).fill(name);
    await fillContact(dialog, orgCode);
    await dialog.getByRole('button', { name: zh.common.save, exact: true }).click();
    await field(dialog, zh.org.orgCode).getByText(message('zh', 'validation.orgCode.digits')).waitFor();
    await dialog.getByLabel(zh.org.orgCode, { exact: true }).fill(orgCode);
    await dialog.getByRole('button', { name: zh.common.save, exact: true }).click();
    await toast(page, message('zh', 'message.org.created'));

    await searchByCode(page, orgCode);
    await row(page, name).getByText(zh.org.enabled, { exact: true }).waitFor();

    await row(page, orgCode).getByRole('button', { name: zh.org.edit, exact: true }).click();
    const editDialog = page.getByRole('dialog');
    await expect.poll(() => editDialog.getByLabel(zh.org.orgCode, { exact: true }).isDisabled(), POLL).toBe(true);
    await editDialog.getByLabel(zh.org.orgName, { exact: true }).fill(`${name}改`);
    await editDialog.getByLabel(zh.org.bpCode, { exact: true }).fill('BP-BROWSER');
    await editDialog.getByRole('button', { name: zh.common.save, exact: true }).click();
    await toast(page, message('zh', 'message.org.edited'));
    await row(page, `${name}改`).getByText('BP-BROWSER', { exact: true }).waitFor();

    await row(page, orgCode).getByRole('button', { name: zh.org.disable, exact: true }).click();
    await page.getByRole('alertdialog').getByText(zh.org.confirmDisable).waitFor();
    await confirm(page);
    await toast(page, message('zh', 'message.org.stateChanged'));
    await row(page, orgCode).getByText(zh.org.disabled, { exact: true }).waitFor();

    await row(page, orgCode).getByRole('button', { name: zh.org.enable, exact: true }).click();
    await confirm(page);
    await row(page, orgCode).getByText(zh.org.enabled, { exact: true }).waitFor();
  });

  it('two administrators edit one organisation: the later save from the older form is refused and shows the current values', async () => {
    const orgCode = freshCode(7);
    const name = `并发编辑${orgCode}`;
    const [first, second] = [await life.suite.signedIn('admin'), await life.suite.signedIn('admin1')];
    await first.goto('/mechanism/list');
    await first.getByRole('button', { name: zh.org.add, exact: true }).click();
    await first.getByRole('dialog').getByLabel(zh.org.orgCode, { exact: true }).fill(orgCode);
    await first.getByRole('dialog').getByLabel(zh.org.orgName, { exact: true }).fill(name);
    await fillContact(first.getByRole('dialog'), orgCode);
    await first.getByRole('dialog').getByRole('button', { name: zh.common.save, exact: true }).click();
    await toast(first, message('zh', 'message.org.created'));

    // Both open the edit form on the same version.
    const forms: Locator[] = [];
    for (const page of [first, second]) {
      if (page === second) await page.goto('/mechanism/list');
      await searchByCode(page, orgCode);
      await row(page, orgCode).getByRole('button', { name: zh.org.edit, exact: true }).click();
      forms.push(page.getByRole('dialog'));
    }
    const [formA, formB] = forms as [Locator, Locator];
    await formA.getByLabel(zh.org.orgName, { exact: true }).fill(`${name}甲`);
    await formA.getByRole('button', { name: zh.common.save, exact: true }).click();
    await toast(first, message('zh', 'message.org.edited'));

    await formB.getByLabel(zh.org.orgName, { exact: true }).fill(`${name}乙`);
    await formB.getByRole('button', { name: zh.common.save, exact: true }).click();
    await toast(second, message('zh', 'error.staleEdit'));
    await expect.poll(() => formB.getByLabel(zh.org.orgName, { exact: true }).inputValue(), POLL).toBe(`${name}甲`);

    // Saved again from what it now shows, the second administrator's change lands.
    await formB.getByLabel(zh.org.orgName, { exact: true }).fill(`${name}乙`);
    await formB.getByRole('button', { name: zh.common.save, exact: true }).click();
    await toast(second, message('zh', 'message.org.edited'));
    await row(second, `${name}乙`).waitFor();
  });

  it('imports a workbook: a bad row gives a per-row report and nothing; the fixed file imports every row', async () => {
    const page = await life.suite.signedIn('admin');
    await page.goto('/mechanism/list');
    const codes = [freshCode(1), freshCode(2), freshCode(3)];
    const contact = (code: string | undefined) => [`联系人${code}`, '', `c${code}@example.com`];
    const rows = (third: string) => [
      ['机构代码', '机构名称', 'BP编码', '联系人', '联系人手机', '联系人邮箱'],
      [codes[0], `导入甲${codes[0]}`, '', ...contact(codes[0])],
      [codes[1], `导入乙${codes[1]}`, 'BP-2', ...contact(codes[1])],
      [third, `导入丙${codes[2]}`, '', ...contact(codes[2])],
    ];
    const upload = (bytes: Uint8Array) =>
      page.locator('input[type=file]').setInputFiles({ name: 'suppliers.xlsx', mimeType: XLSX_TYPE, buffer: Buffer.from(bytes) });

    await upload(workbookBytes(rows('1234567')));
    const report = page.getByRole('dialog', { name: zh.org.reportTitle });
    await report.getByText(message('zh', 'message.import.rejected', { count: 1 })).waitFor();
    const problem = report.getByRole('row').filter({ hasText: message('zh', 'validation.orgCode.digits') });
    await expect.poll(() => problem.textContent(), POLL).toContain('4');
    await report.getByRole('button', { name: zh.common.close, exact: true }).first().click();
    await searchByCode(page, codes[0]!);
    await page.getByText(UI.zh.dataTable.noData).waitFor();

    await upload(workbookBytes(rows(codes[2]!)));
    await report.getByText(message('zh', 'message.import.success')).waitFor();
    await report.getByText(message('zh', 'message.import.summary', { rows: 3, created: 3, unchanged: 0 })).waitFor();
    await report.getByRole('button', { name: zh.common.close, exact: true }).first().click();
    await searchByCode(page, codes[1]!);
    await row(page, codes[1]!).getByText('BP-2', { exact: true }).waitFor();
  });
});
