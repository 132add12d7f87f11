import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@sddp/shared';
import { workbookBytes } from '../functions/kit/spreadsheet/workbooks';
import { strongPassword } from './support/accounts';
import { useLifecycleSuite } from './support/lifecycle';
import { signIn, UI, type Lang } from './support/sign-in';
import { POLL } from './support/suite';
import { interpolate, message, NewPasswordForm, toast } from './support/ui';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const row = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

async function confirm(page: Page, lang: Lang = 'zh'): Promise<void> {
  await page.getByRole('alertdialog').getByRole('button', { name: UI[lang].list.confirm, exact: true }).click();
}

/** Pages of this context read the language from local storage before anything renders. */
async function inLanguage(page: Page, lang: Lang): Promise<Page> {
  if (lang === 'en') await page.addInitScript((key) => localStorage.setItem(key, 'en'), LANGUAGE_STORAGE_KEY);
  return page;
}

/** The shown-once dialog: the login account and the temporary password it shows. */
async function shownOnce(page: Page, lang: Lang, title: string): Promise<{ userCode: string; password: string }> {
  const dialog = page.getByRole('dialog', { name: title });
  const t = UI[lang].user.password;
  const userCode = await dialog.getByLabel(t.account, { exact: true }).inputValue();
  const password = await dialog.getByLabel(t.password, { exact: true }).inputValue();
  await dialog.getByRole('button', { name: t.done, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  return { userCode, password };
}

describe('all users (admin)', () => {
  const life = useLifecycleSuite();

  it.each(['zh', 'en'] as const)('filters, exports and resets a password shown once and e-mailed (%s)', async (lang) => {
    const t = UI[lang].user;
    const target = await life.freshUser();
    const page = await inLanguage(await life.suite.signedIn('admin'), lang);
    await page.goto('/user/list');
    const filters = page.getByRole('search', { name: UI[lang].list.filters });
    await filters.getByLabel(t.userCode, { exact: true }).fill(target.userCode);
    await filters.getByLabel(t.userCode, { exact: true }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('userCode') === target.userCode);
    await row(page, target.userCode).getByText(target.linkman, { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('row').count(), POLL).toBe(2);

    // Export: the job's toast, then the success message (the file opens in a new tab).
    const popup = page
      .context()
      .waitForEvent('page')
      .catch(() => undefined);
    await page.getByRole('button', { name: t.export, exact: true }).click();
    await toast(page, message(lang, 'message.export.success'));
    await popup;

    const seen = await life.outbox.seen();
    await row(page, target.userCode).getByRole('button', { name: t.resetPassword, exact: true }).click();
    await page
      .getByRole('alertdialog')
      .getByText(interpolate(t.resetMailed, { email: target.email }))
      .waitFor();
    await confirm(page, lang);
    const shown = await shownOnce(page, lang, t.password.title);
    expect(shown.userCode).toBe(target.userCode);
    const mail = await life.outbox.nextEmail(target.email, seen);
    expect(mail.text).toContain(shown.password);

    await page.getByRole('button', { name: UI[lang].list.reset, exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('userCode'));
    await expect.poll(() => filters.getByLabel(t.userCode, { exact: true }).inputValue(), POLL).toBe('');
  });
  it('imports accounts from a workbook: a progress bar, a report naming each account and where its password went, then the list (zh)', async () => {
    const zh = UI.zh;
    const marker = `imp${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const headers = ['机构名称', '登录账号', '联系人', '联系电话', '邮箱', '部门'];
    const rows = [0, 1, 2].map((index) => [
      '中化工程建设有限公司',
      `${marker}_${index}`,
      `导入${index}`,
      '13900004444',
      `${marker}.${index}@example.com`,
      '工程部',
    ]);
    const seen = await life.outbox.seen();
    const page = await life.suite.signedIn('admin');
    await page.goto('/user/list');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'users.xlsx', mimeType: XLSX_TYPE, buffer: Buffer.from(workbookBytes([headers, ...rows])) });
    const report = page.getByRole('dialog', { name: zh.org.reportTitle });
    const accounts = report.getByRole('table', { name: zh.userImport.accounts });
    await accounts.waitFor({ timeout: 60_000 });
    for (const [, userCode, , , email] of rows) await row(page, userCode!).getByText(email!, { exact: true }).waitFor();
    const mail = await life.outbox.nextEmail(`${marker}.0@example.com`, seen);
    expect(mail.text).toContain(`${marker}_0`);
    await report.getByRole('button', { name: zh.common.close, exact: true }).first().click();

    const filters = page.getByRole('search', { name: zh.list.filters });
    await filters.getByLabel(zh.user.userCode, { exact: true }).fill(marker);
    await filters.getByLabel(zh.user.userCode, { exact: true }).press('Enter');
    await expect.poll(() => page.getByRole('row').count(), POLL).toBe(rows.length + 1);
  });
});

describe('organisation user management', () => {
  const life = useLifecycleSuite();

  /** Signs in with a temporary password: the forced change comes first, then the new password works. */
  async function firstSignIn(lang: Lang, userCode: string, password: string): Promise<void> {
    const page = await inLanguage(await life.suite.newPage(), lang);
    await signIn(page, life.suite.captchas, { userCode, password }, { lang, waitFor: 'url' });
    await page.waitForURL((url) => url.pathname === '/resetPassword');
    const form = new NewPasswordForm(page, lang);
    await form.fill(strongPassword());
    await form.save.click();
    await page.waitForURL((url) => url.pathname === '/login');
  }

  /** Adds an account with the full form (reading B) at /userManage/list, in its first project; answers its login and e-mail. */
  async function addWithFullForm(page: Page, lang: Lang): Promise<{ userCode: string; email: string; name: string }> {
    const t = UI[lang].user;
    await page.getByRole('button', { name: t.add, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.add });
    const userCode = `bt_${randomUUID().slice(0, 8)}`;
    const email = `${userCode}@example.com`;
    const name = `浏览器用户${userCode}`;
    await dialog.getByRole('button', { name: UI[lang].list.confirm, exact: true }).click();
    await dialog.getByText(message(lang, 'validation.name.required'), { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: t.name, exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: t.userCode, exact: true }).fill(userCode);
    await dialog.getByRole('textbox', { name: t.linkPhone, exact: true }).fill('13700000001');
    await dialog.getByRole('textbox', { name: t.email, exact: true }).fill(email);
    await dialog.getByRole('group', { name: t.form.projects }).getByRole('checkbox').first().click();
    await dialog.getByRole('button', { name: UI[lang].list.confirm, exact: true }).click();
    await toast(page, message(lang, 'message.userSave.created'));
    return { userCode, email, name };
  }

  it('a user manager adds a user with the full form (reading B); the user signs in with the e-mailed password and must change it', async () => {
    const lang = 'zh';
    const t = UI[lang].user;
    const page = await inLanguage(await life.suite.signedIn('provider'), lang);
    await page.goto('/userManage/list');
    const seen = await life.outbox.seen();
    const added = await addWithFullForm(page, lang);
    const shown = await shownOnce(page, lang, t.password.createdTitle);
    expect(shown.userCode).toBe(added.userCode);
    // The list shows the new account after its 3 s reload.
    await row(page, added.userCode).waitFor();

    const mail = await life.outbox.nextEmail(added.email, seen);
    expect(mail.text).toContain(shown.password);
    await firstSignIn(lang, added.userCode, shown.password);
  });

  it('a user manager assigns an account its projects in the project tree; the list shows them after the save', async () => {
    const lang = 'en';
    const t = UI[lang].user;
    const page = await inLanguage(await life.suite.signedIn('provider'), lang);
    await page.goto('/userManage/list');
    const added = await addWithFullForm(page, lang);
    await shownOnce(page, lang, t.password.createdTitle);
    const listed = row(page, added.userCode);
    await listed.waitFor();

    const openTree = async () => {
      await listed.getByRole('button', { name: t.projectManage, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: interpolate(UI[lang].userProjects.title, { name: added.name }) });
      await dialog.getByRole('tree').waitFor();
      return dialog;
    };
    let dialog = await openTree();
    const items = dialog.getByRole('treeitem');
    const unchecked = items.and(page.locator('[aria-checked="false"]')).first();
    const projectName = (await unchecked.getAttribute('aria-label')) ?? (await unchecked.innerText()).trim();
    await unchecked.press('Space');
    await dialog.getByRole('button', { name: UI[lang].common.save, exact: true }).click();
    await toast(page, message(lang, 'message.projectsAdjusted'));
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await listed.innerText()).includes(projectName.split('\n')[0]!), POLL).toBe(true);

    dialog = await openTree();
    await expect
      .poll(async () => dialog.getByRole('treeitem', { name: projectName }).first().getAttribute('aria-checked'), POLL)
      .toBe('true');
  });

  it('a supplier’s primary account adds a user by name only (reading A); the made account signs in and must change its password (en)', async () => {
    const lang = 'en';
    const t = UI[lang].user;
    const page = await inLanguage(await life.suite.signedIn('userAdmin'), lang);
    await page.goto('/user/list1');
    await page.getByRole('button', { name: t.add, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.add });
    await dialog.getByRole('button', { name: UI[lang].list.confirm, exact: true }).click();
    await dialog.getByText(message(lang, 'validation.name.newContact'), { exact: true }).waitFor();
    const name = `Browser ${randomUUID().slice(0, 6)}`;
    await dialog.getByRole('textbox', { name: t.nameOnly.label, exact: true }).fill(name);
    await dialog.getByRole('button', { name: UI[lang].list.confirm, exact: true }).click();
    const shown = await shownOnce(page, lang, t.password.createdTitle);
    await row(page, shown.userCode).getByText(name, { exact: true }).waitFor();
    await firstSignIn(lang, shown.userCode, shown.password);
  });
});
