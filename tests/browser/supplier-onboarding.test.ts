import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@sddp/shared';
import { workbookBytes } from '../functions/kit/spreadsheet/workbooks';
import { strongPassword } from './support/accounts';
import { useLifecycleSuite } from './support/lifecycle';
import { signIn, UI, type Credentials, type SignInOptions } from './support/sign-in';
import { POLL } from './support/suite';
import { message, NewPasswordForm, toast } from './support/ui';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const row = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });
/** The mailed initial password, after its label in either language. */
const mailedPassword = (text: string) => /(?:初始密码：|Initial password: )(\S+)/.exec(text)?.[1];

describe('a new supplier, from the spreadsheet to its first sign-in on a project (issue 9)', () => {
  const life = useLifecycleSuite();

  it.each(['zh', 'en'] as const)(
    '(%s) import with contact → new project → in progress → join → send password → the supplier signs in, changes it and sees the project',
    async (lang) => {
      const t = UI[lang];
      const column = (key: string) => message(lang, `import.column.${key}`);
      const confirm = (page: Page) => page.getByRole('alertdialog').getByRole('button', { name: t.list.confirm, exact: true }).click();
      const stamp = (Date.now() + (lang === 'en' ? 500_000 : 0)) % 1_000_000;
      /** A fresh page in the test's language (kept in local storage, as the language switch does), signed in. */
      const signedInAs = async (account: Credentials, waitFor: SignInOptions['waitFor'] = 'shell') => {
        const page = await life.suite.newPage();
        await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [LANGUAGE_STORAGE_KEY, lang]);
        await signIn(page, life.suite.captchas, account, { lang, waitFor });
        return page;
      };
      const orgCode = String(50_000_000 + stamp).slice(-8);
      const orgName = `链路供应商${stamp}`;
      const email = `chain${stamp}@example.com`;
      const projectName = `链路项目${stamp}`;
      const projectNameEn = `Chain ${stamp}`;
      /** Lists and cards show the project's name in the reader's language. */
      const shownName = lang === 'en' ? projectNameEn : projectName;
      const admin = await signedInAs(life.suite.account('admin'));

      // 1. The owner's administrator imports the supplier with its primary contact.
      await admin.goto('/mechanism/list');
      const header = [column('orgCode'), column('orgName'), column('bpCode'), column('linkman'), column('mobile'), column('email')];
      const bytes = workbookBytes([header, [orgCode, orgName, '', '链路联系人', '13700000088', email]]);
      await admin.locator('input[type=file]').setInputFiles({ name: 'suppliers.xlsx', mimeType: XLSX_TYPE, buffer: Buffer.from(bytes) });
      const report = admin.getByRole('dialog', { name: t.org.reportTitle });
      await report.getByText(message(lang, 'message.import.success')).waitFor();
      await report.getByRole('button', { name: t.common.close, exact: true }).first().click();

      // 2. A new project, set in progress.
      await admin.goto('/project/list');
      await admin.getByRole('button', { name: t.project.create.open, exact: true }).click();
      const create = admin.getByRole('dialog');
      await create.getByLabel(t.project.create.projectName, { exact: true }).fill(projectName);
      await create.getByLabel(t.project.create.projectNameEn, { exact: true }).fill(projectNameEn);
      await create.getByLabel(t.project.create.indexUrl, { exact: true }).fill('https://chain.example.com/');
      await create.getByRole('button', { name: t.common.submit, exact: true }).click();
      await toast(admin, message(lang, 'message.projectCreated'));
      await row(admin, shownName).getByRole('button', { name: t.project.list.adjustState, exact: true }).click();
      const state = admin.getByRole('dialog');
      await state.getByRole('radio', { name: t.project.state['20'] }).click();
      await state.getByRole('button', { name: t.common.submit, exact: true }).click();
      await toast(admin, message(lang, 'message.projectStateChanged'));

      // 3. The supplier joins the project and its primary account is sent a password.
      await row(admin, shownName).getByRole('link', { name: t.project.list.suppliers, exact: true }).click();
      await admin.getByLabel(t.project.orgs.orgName, { exact: true }).fill(orgName);
      await admin.keyboard.press('Enter');
      const orgRow = row(admin, orgCode);
      await orgRow.getByRole('button', { name: t.project.orgs.join, exact: true }).click();
      await confirm(admin);
      await toast(admin, message(lang, 'message.supplierJoined'));
      const seen = await life.outbox.seen();
      await orgRow.getByRole('button', { name: t.project.orgs.sendPassword, exact: true }).click();
      await confirm(admin);
      await toast(admin, message(lang, 'message.sendPassword.success'));
      const result = admin.getByRole('dialog', { name: t.project.orgs.passwords.title });
      await result.getByText(email).waitFor();
      await result.getByRole('button', { name: t.common.close, exact: true }).first().click();
      const mail = await life.outbox.nextEmail(email, seen);
      expect(mail.text).toContain(orgCode);
      const initial = mailedPassword(mail.text);
      expect(initial).toBeTruthy();

      // 4. The supplier signs in with its code and the mailed password, must change it, and signs in again.
      const supplier = await signedInAs({ userCode: orgCode, password: initial! }, 'url');
      await supplier.waitForURL((url) => url.pathname === '/resetPassword');
      const form = new NewPasswordForm(supplier, lang);
      const chosen = strongPassword('C');
      await form.fill(chosen);
      await form.save.click();
      await supplier.waitForURL((url) => url.pathname === '/login');
      const home = await signedInAs({ userCode: orgCode, password: chosen });

      // 5. Its home lists the project among those in delivery.
      await home.goto('/dashboard');
      const delivering = home.getByRole('region', { name: t.dashboard.inProgress });
      await expect.poll(() => delivering.getByText(shownName).count(), POLL).toBe(1);
    },
  );
});
