import type { Locator, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@sddp/shared';
import { UI, type Lang } from './support/sign-in';
import { useBrowserSuite } from './support/suite';
import { interpolate, message, toast } from './support/ui';

/** Eight digits no other run of this file used. */
const freshCode = (offset: number) => String(60_000_000 + ((Date.now() + offset) % 10_000_000)).slice(-8);
/** 'yyyy-MM-dd HH:mm:ss' in Beijing time, as the filter takes it (the platform runs on this machine's clock). */
const beijing = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

async function inLanguage(page: Page, lang: Lang): Promise<void> {
  if (lang === 'zh') return;
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [LANGUAGE_STORAGE_KEY, lang]);
  await page.reload();
}

const row = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

/** Adds an organisation and then changes its BP code, both through the organisation screen. */
async function addThenEditOrg(page: Page, lang: Lang, orgCode: string, orgName: string): Promise<number> {
  const t = UI[lang];
  await page.goto('/mechanism/list');
  await page.getByRole('button', { name: t.org.add, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.org.orgCode, { exact: true }).fill(orgCode);
  await dialog.getByLabel(t.org.orgName, { exact: true }).fill(orgName);
  await dialog.getByLabel(t.org.contact.linkman, { exact: true }).fill(`联系人${orgCode}`);
  await dialog.getByLabel(t.org.contact.email, { exact: true }).fill(`c${orgCode}@example.com`);
  await dialog.getByRole('button', { name: t.common.save, exact: true }).click();
  await toast(page, message(lang, 'message.org.created'));
  await dialog.waitFor({ state: 'detached' });
  // The edit starts in a later second than the addition, so a range from that second holds the edit alone.
  await page.waitForTimeout(1200);
  const editSecond = Math.floor(Date.now() / 1000) * 1000;

  const filters = page.getByRole('search', { name: t.list.filters });
  await filters.getByLabel(t.org.orgCode, { exact: true }).fill(orgCode);
  await filters.getByLabel(t.org.orgCode, { exact: true }).press('Enter');
  await row(page, orgCode).getByRole('button', { name: t.org.edit, exact: true }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel(t.org.bpCode, { exact: true }).fill(`BP-${orgCode}`);
  await edit.getByRole('button', { name: t.common.save, exact: true }).click();
  await toast(page, message(lang, 'message.org.edited'));
  return editSecond;
}

async function searchLog(page: Page, lang: Lang, values: { userCode: string; from?: string; to?: string }): Promise<void> {
  const t = UI[lang];
  const filters = page.getByRole('search', { name: t.list.filters });
  await filters.getByLabel(t.logList.userCode, { exact: true }).fill(values.userCode);
  await filters.getByLabel(t.logList.from, { exact: true }).fill(values.from ?? '');
  await filters.getByLabel(t.logList.to, { exact: true }).fill(values.to ?? '');
  await filters.getByLabel(t.logList.to, { exact: true }).press('Enter');
  await page.waitForURL(
    (url) => url.searchParams.get('userCode') === values.userCode && (url.searchParams.get('from') ?? '') === (values.from ?? ''),
  );
}

describe('operation log (admin)', () => {
  const suite = useBrowserSuite();

  // One clock (issue 26 #5): each language runs in a browser of another time zone.
  for (const [lang, offset, timezoneId] of [
    ['zh', 11, 'UTC'],
    ['en', 23, 'Asia/Shanghai'],
  ] as const) {
    it(`shows an edit made through the screens with its before → after, and a time range narrows the list (${lang}, a ${timezoneId} browser)`, async () => {
      const t = UI[lang];
      const page = await suite.signedIn('admin', { context: { timezoneId } });
      await inLanguage(page, lang);
      const orgCode = freshCode(offset);
      const orgName = `${lang === 'zh' ? '日志机构' : 'Log Org '}${orgCode}`;
      const editSecond = await addThenEditOrg(page, lang, orgCode, orgName);
      const edited = message(lang, 'log.orgUpdated', { orgCode, orgName });
      const added = message(lang, 'log.orgCreated', { orgCode, orgName });

      await page.goto('/log/list');
      await searchLog(page, lang, { userCode: 'ADMIN' });
      const editRow = row(page, edited);
      await row(page, added).waitFor();
      await editRow.getByRole('button', { name: interpolate(t.logList.changesCount, { count: 1 }), exact: true }).click();
      await editRow
        .getByRole('listitem')
        .filter({ hasText: `${t.logList.field.bpCode}: — → BP-${orgCode}` })
        .waitFor();

      await searchLog(page, lang, { userCode: 'admin', from: beijing(editSecond), to: beijing(Date.now() + 60_000) });
      await editRow.waitFor();
      await row(page, added).waitFor({ state: 'detached' });

      await searchLog(page, lang, { userCode: 'admin', from: beijing(editSecond - 3_600_000), to: beijing(editSecond - 1000) });
      await row(page, added).waitFor();
      await editRow.waitFor({ state: 'detached' });

      // The time the row shows, typed back as the range, finds the row: the screen shows the clock it reads.
      const shown = (
        await row(page, added)
          .getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
          .first()
          .innerText()
      ).trim();
      await searchLog(page, lang, { userCode: 'admin', from: shown, to: shown });
      await row(page, added).waitFor();
    });
  }
});
