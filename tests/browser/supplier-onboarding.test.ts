import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workbookBytes } from '../functions/lib/import/workbooks';
import { strongPassword } from './support/accounts';
import { useLifecycleSuite } from './support/lifecycle';
import { UI } from './support/sign-in';
import { POLL } from './support/suite';
import { message, NewPasswordForm, toast } from './support/ui';

const zh = UI.zh;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const row = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });
const column = (key: string) => message('zh', `import.column.${key}`);

async function confirm(page: Page): Promise<void> {
  await page.getByRole('alertdialog').getByRole('button', { name: zh.list.confirm, exact: true }).click();
}

describe('a new supplier, from the spreadsheet to its first sign-in on a project (issue 9)', () => {
  const life = useLifecycleSuite();

  it('import with contact → new project → in progress → join → send password → the supplier signs in, changes it and sees the project', async () => {
    const stamp = Date.now() % 1_000_000;
    const orgCode = String(50_000_000 + stamp).slice(-8);
    const orgName = `链路供应商${stamp}`;
    const email = `chain${stamp}@example.com`;
    const projectName = `链路项目${stamp}`;
    const admin = await life.suite.signedIn('admin');

    // 1. The owner's administrator imports the supplier with its primary contact.
    await admin.goto('/mechanism/list');
    const header = [column('orgCode'), column('orgName'), column('bpCode'), column('linkman'), column('mobile'), column('email')];
    const bytes = workbookBytes([header, [orgCode, orgName, '', '链路联系人', '13700000088', email]]);
    await admin.locator('input[type=file]').setInputFiles({ name: 'suppliers.xlsx', mimeType: XLSX_TYPE, buffer: Buffer.from(bytes) });
    const report = admin.getByRole('dialog', { name: zh.org.reportTitle });
    await report.getByText(message('zh', 'message.import.success')).waitFor();
    await report.getByRole('button', { name: zh.common.close, exact: true }).first().click();

    // 2. A new project, set in progress.
    await admin.goto('/project/list');
    await admin.getByRole('button', { name: zh.project.create.open, exact: true }).click();
    const create = admin.getByRole('dialog');
    await create.getByLabel(zh.project.create.projectName, { exact: true }).fill(projectName);
    await create.getByLabel(zh.project.create.projectNameEn, { exact: true }).fill(`Chain ${stamp}`);
    await create.getByLabel(zh.project.create.indexUrl, { exact: true }).fill('https://chain.example.com/');
    await create.getByRole('button', { name: zh.common.submit, exact: true }).click();
    await toast(admin, message('zh', 'message.projectCreated'));
    await row(admin, projectName).getByRole('button', { name: zh.project.list.adjustState, exact: true }).click();
    const state = admin.getByRole('dialog');
    await state.getByRole('radio', { name: zh.project.state['20'] }).click();
    await state.getByRole('button', { name: zh.common.submit, exact: true }).click();
    await toast(admin, message('zh', 'message.projectStateChanged'));

    // 3. The supplier joins the project and its primary account is sent a password.
    await row(admin, projectName).getByRole('link', { name: zh.project.list.suppliers, exact: true }).click();
    await admin.getByLabel(zh.project.orgs.orgName, { exact: true }).fill(orgName);
    await admin.keyboard.press('Enter');
    const orgRow = row(admin, orgCode);
    await orgRow.getByRole('button', { name: zh.project.orgs.join, exact: true }).click();
    await confirm(admin);
    await toast(admin, message('zh', 'message.supplierJoined'));
    const seen = await life.outbox.seen();
    await orgRow.getByRole('button', { name: zh.project.orgs.sendPassword, exact: true }).click();
    await confirm(admin);
    await toast(admin, message('zh', 'message.sendPassword.success'));
    const result = admin.getByRole('dialog', { name: zh.project.orgs.passwords.title });
    await result.getByText(email).waitFor();
    await result.getByRole('button', { name: zh.common.close, exact: true }).first().click();
    const mail = await life.outbox.nextEmail(email, seen);
    expect(mail.text).toContain(orgCode);
    const initial = /：(\S+)\n\n/.exec(mail.text.split('初始密码')[1] ?? '')?.[1];
    expect(initial).toBeTruthy();

    // 4. The supplier signs in with its code and the mailed password, must change it, and signs in again.
    const supplier = await life.signedIn({ userCode: orgCode, password: initial! }, { waitFor: 'url' });
    await supplier.waitForURL((url) => url.pathname === '/resetPassword');
    const form = new NewPasswordForm(supplier);
    const chosen = strongPassword('C');
    await form.fill(chosen);
    await form.save.click();
    await supplier.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    const home = await life.signedIn({ userCode: orgCode, password: chosen });

    // 5. Its home lists the project among those in delivery.
    await home.goto('/dashboard');
    const delivering = home.getByRole('region', { name: zh.dashboard.inProgress });
    await expect.poll(() => delivering.getByText(projectName).count(), POLL).toBe(1);
  });
});
