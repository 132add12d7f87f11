import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@sddp/shared';
import { createOrg } from '#entities/org';
import { nextId } from '#kit/db/ids';
import { mobileFor, useFunctionData } from './support/accounts';
import { useLifecycleSuite } from './support/lifecycle';
import { UI } from './support/sign-in';
import { POLL } from './support/suite';
import { NewPasswordForm, field, message, toast } from './support/ui';

const zh = UI.zh;

/** The table row holding this text. */
const row = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

async function confirm(page: Page): Promise<void> {
  await page.getByRole('alertdialog').getByRole('button', { name: zh.list.confirm, exact: true }).click();
}

/** A supplier of its own, created as every organisation is: with its primary account (login = its code). */
async function supplierWithPrimaryAccount(life: ReturnType<typeof useLifecycleSuite>) {
  useFunctionData(life.suite.platform);
  const id = await nextId('org', 700_000);
  const orgCode = String(60_000_000 + id).slice(-8);
  const contact = { linkman: `联系人${id}`, mobile: mobileFor(id, '137'), email: `supplier${id}@example.com` };
  const org = await createOrg({
    id,
    orgCode,
    orgName: `浏览器测试供应商${id}`,
    orgType: '10',
    bpCode: '',
    createTime: new Date().toISOString(),
    contact,
  });
  return { org, user: { userCode: orgCode, email: contact.email } };
}

describe('projects (admin)', () => {
  const life = useLifecycleSuite();

  it('creates a project with the complete form and changes its status', async () => {
    const page = await life.suite.signedIn('admin1');
    await page.goto('/project/list');
    const name = `浏览器项目${Date.now() % 1e6}`;
    await page.getByRole('button', { name: zh.project.create.open, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(zh.project.create.projectName, { exact: true }).fill(name);
    await dialog.getByLabel(zh.project.create.projectNameEn, { exact: true }).fill(`Browser ${name}`);
    await dialog.getByLabel(zh.project.create.indexUrl, { exact: true }).fill('not a url');
    await dialog.getByRole('button', { name: zh.common.submit, exact: true }).click();
    await field(dialog, zh.project.create.indexUrl).getByText(message('zh', 'validation.url.format')).waitFor();
    await dialog.getByLabel(zh.project.create.indexUrl, { exact: true }).fill('https://browser.example.com/');
    await dialog.getByRole('button', { name: zh.common.submit, exact: true }).click();
    await toast(page, message('zh', 'message.projectCreated'));
    await row(page, name).getByText(zh.project.state['10'], { exact: true }).waitFor();

    await row(page, name).getByRole('button', { name: zh.project.list.adjustState, exact: true }).click();
    const stateDialog = page.getByRole('dialog');
    await stateDialog.getByRole('radio', { name: zh.project.state['20'] }).click();
    await stateDialog.getByRole('button', { name: zh.common.submit, exact: true }).dblclick();
    await toast(page, message('zh', 'message.projectStateChanged'));
    await row(page, name).getByText(zh.project.state['20'], { exact: true }).waitFor();
    // In progress: the supplier and contractor management links appear.
    await row(page, name).getByRole('link', { name: zh.project.list.suppliers, exact: true }).waitFor();
  });

  it('English: Supplier management from the project list is headed with the project’s English name', async () => {
    const page = await life.suite.signedIn('admin1');
    await page.evaluate((key) => localStorage.setItem(key, 'en'), LANGUAGE_STORAGE_KEY);
    await page.goto('/project/list');
    const project = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '8012', exact: true }) });
    const englishName = (await project.getByRole('cell').nth(1).innerText()).trim();
    expect(englishName).toMatch(/^[\x20-\x7e]+$/);
    await project.getByRole('link', { name: UI.en.project.list.suppliers, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/project/suppliers');
    // The link carries the Chinese name; the heading takes the English one from the server's answer.
    expect(new URL(page.url()).searchParams.get('projectName')).not.toBe(englishName);
    await page.getByRole('heading', { level: 1, name: englishName, exact: true }).waitFor();
  });

  it('joins a supplier to a project, sends its password (read from the outbox) and removes it again', async () => {
    const { org, user } = await supplierWithPrimaryAccount(life);
    const page = await life.suite.signedIn('admin');
    await page.goto(`/project/suppliers?id=8003&projectName=${encodeURIComponent('九江项目')}`);
    await page.getByLabel(zh.project.orgs.orgName, { exact: true }).fill(org.orgName);
    await page.keyboard.press('Enter');
    const orgRow = row(page, org.orgCode);
    await orgRow.getByText(zh.project.orgs.notAdded, { exact: true }).waitFor();

    await orgRow.getByRole('button', { name: zh.project.orgs.join, exact: true }).click();
    await confirm(page);
    await toast(page, message('zh', 'message.supplierJoined'));
    await orgRow.getByText(zh.project.orgs.added, { exact: true }).waitFor();

    const seen = await life.outbox.seen();
    await orgRow.getByRole('button', { name: zh.project.orgs.sendPassword, exact: true }).click();
    await confirm(page);
    await toast(page, message('zh', 'message.sendPassword.success'));
    const result = page.getByRole('dialog', { name: zh.project.orgs.passwords.title });
    await result.getByText(user.email).waitFor();
    await result.getByRole('button', { name: zh.common.close, exact: true }).first().click();
    const mail = await life.outbox.nextEmail(user.email, seen);
    expect(mail.text).toContain(user.userCode);
    const password = /：(\S+)\n\n/.exec(mail.text.split('初始密码')[1] ?? '')?.[1];
    expect(password).toBeTruthy();

    // The mailed password signs in and must be changed at once.
    const accountPage = await life.signedIn({ ...user, password: password! }, { waitFor: 'url' });
    await accountPage.waitForURL((url) => url.pathname === '/resetPassword');
    await expect.poll(() => new NewPasswordForm(accountPage).password.isVisible(), POLL).toBe(true);

    await orgRow.getByRole('button', { name: zh.project.orgs.remove, exact: true }).click();
    await confirm(page);
    await toast(page, message('zh', 'message.supplierRemoved'));
    await orgRow.getByText(zh.project.orgs.notAdded, { exact: true }).waitFor();
  });
});
