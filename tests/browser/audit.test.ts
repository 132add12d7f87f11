import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@sddp/shared';
import { workbookBytes } from '../functions/kit/spreadsheet/workbooks';
import { apiSignIn } from './support/api';
import { useLifecycleSuite } from './support/lifecycle';
import { UI, type Lang } from './support/sign-in';
import { POLL } from './support/suite';
import { message, toast } from './support/ui';

/** The demo contractor (organisation 201) takes part in project 8007, whose breakdown the demo seeds. */
const CONTRACTOR = { orgId: 201, orgName: '中化工程建设有限公司' } as const;
const PROJECT = 8007;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const row = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

async function inLanguage(page: Page, lang: Lang): Promise<Page> {
  if (lang === 'en') await page.addInitScript((key) => localStorage.setItem(key, 'en'), LANGUAGE_STORAGE_KEY);
  return page;
}

describe('audit permissions (§2.19) and the audit matrix (§2.21)', () => {
  const life = useLifecycleSuite();

  let managerToken: Promise<string> | undefined;

  /** A fresh account of the contractor, assigned to the project by its user manager through the API. */
  async function reviewer() {
    const fresh = await life.freshUser({ org: CONTRACTOR });
    managerToken ??= apiSignIn(life.suite.platform.baseUrl, life.suite.captchas, life.suite.account('provider'));
    const response = await fetch(`${life.suite.platform.baseUrl}/user-api/user/admin/manage/update_user_project_role`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': await managerToken },
      body: JSON.stringify({ userId: fresh.id, projectIds: [String(PROJECT)] }),
    });
    expect(((await response.json()) as { code: number }).code).toBe(200);
    return fresh;
  }

  it.each(['zh', 'en'] as const)('a user manager assigns a reviewer through the picker and saves (%s)', async (lang) => {
    const t = UI[lang];
    const target = await reviewer();
    const page = await inLanguage(await life.suite.signedIn('provider'), lang);
    await page.goto('/userManage/list');
    await row(page, target.userCode).getByRole('button', { name: t.user.auditManage, exact: true }).click();
    const dialog = page.getByRole('dialog').first();
    await dialog.getByRole('button', { name: t.audit.ok, exact: true }).click();
    await toast(page, message(lang, 'validation.audit.mainItem'));

    await dialog.getByRole('button', { name: t.audit.addMainItem, exact: true }).click();
    const picker = page.getByRole('dialog').last();
    await picker.getByText(t.audit.picker.hint, { exact: false }).waitFor();
    await picker.getByRole('textbox', { name: t.audit.picker.search }).fill('1100');
    await picker.getByText('1100-常减压装置', { exact: true }).click();
    await picker.getByRole('button', { name: t.audit.ok, exact: true }).click();
    await dialog.getByText('1100-常减压装置', { exact: true }).waitFor();

    await dialog.getByRole('button', { name: t.audit.addFactoryCode, exact: true }).click();
    const classes = page.getByRole('dialog').last();
    await classes.getByRole('checkbox', { name: '泵', exact: true }).click();
    await classes.getByRole('button', { name: t.audit.ok, exact: true }).click();
    await dialog.getByText('P-CEN-离心泵', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: t.audit.ok, exact: true }).click();
    await toast(page, t.audit.saved);

    await page.keyboard.press('Escape');
    await page.goto(`/auditMatrix/list?userCode=${target.userCode}`);
    await row(page, '1100').getByText('P-CEN,P-REC,P-MET,P-SCR', { exact: true }).waitFor();
  });

  it('downloads the matrix, edits it and uploads it back: the file replaces the assignment', async () => {
    const lang = 'zh';
    const t = UI[lang];
    const target = await reviewer();
    const page = await life.suite.signedIn('provider');
    await page.goto('/userManage/list');
    await row(page, target.userCode).getByRole('button', { name: t.user.auditManage, exact: true }).click();
    const dialog = page.getByRole('dialog').first();
    await dialog.getByRole('button', { name: t.audit.addMainItem, exact: true }).click();
    await page.getByRole('dialog').last().getByText('1200-催化裂化装置', { exact: true }).click();
    await page.getByRole('dialog').last().getByRole('button', { name: t.audit.ok, exact: true }).click();
    await dialog.getByRole('button', { name: t.audit.addFactoryCode, exact: true }).click();
    await page.getByRole('dialog').last().getByText('V-VER-立式容器', { exact: true }).click();
    await page.getByRole('dialog').last().getByRole('button', { name: t.audit.ok, exact: true }).click();
    await dialog.getByRole('button', { name: t.audit.ok, exact: true }).click();
    await toast(page, t.audit.saved);
    await page.keyboard.press('Escape');

    await page.goto(`/auditMatrix/list?userCode=${target.userCode}`);
    await row(page, '1200').getByText('V-VER', { exact: true }).waitFor();
    type Status = { result?: { state?: string; result?: { url: string } } };
    const finished = page.waitForResponse(
      async (response) => response.url().includes('/user-api/job/status') && ((await response.json()) as Status).result?.state === 'done',
    );
    await page.getByRole('button', { name: t.auditMatrix.download, exact: true }).click();
    const link = ((await (await finished).json()) as Status).result!.result!.url;
    const downloaded = await fetch(link);
    expect(downloaded.ok).toBe(true);

    const file = workbookBytes([
      ['姓名', '专业', '邮箱', '登录账号', '项目编号', '审核角色', '主项号', '工厂对象码'],
      [target.linkman, '', target.email, target.userCode, String(PROJECT), '21', '1100', 'E-AIR,I-PT'],
    ]);
    await page
      .getByLabel(t.auditMatrix.upload, { exact: true })
      .setInputFiles({ name: 'matrix.xlsx', mimeType: XLSX_TYPE, buffer: Buffer.from(file) });
    await toast(page, message(lang, 'message.import.success'));
    await row(page, '1100').getByText('E-AIR,I-PT', { exact: true }).waitFor();
    await expect.poll(() => row(page, '1200').count(), POLL).toBe(0);
  });
});
