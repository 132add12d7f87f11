import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { read, utils } from '@e965/xlsx';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@sddp/shared';
import { workbookBytes } from '../functions/kit/spreadsheet/workbooks';
import { useLifecycleSuite } from './support/lifecycle';
import { UI, type Lang } from './support/sign-in';
import { POLL } from './support/suite';
import { message } from './support/ui';

/** The demo's DHMC organisation (functions/src/local/demo/data.ts) takes part in project 8001. */
const PROJECT = '8001';
const DHMC_ORG = 'DHMC数据中心';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const row = (scope: Page | Locator, text: string): Locator => scope.getByRole('row').filter({ hasText: text });

async function inLanguage(page: Page, lang: Lang): Promise<Page> {
  if (lang === 'en') await page.addInitScript((key) => localStorage.setItem(key, 'en'), LANGUAGE_STORAGE_KEY);
  return page;
}

/** The header row of a downloaded workbook. */
async function headersOf(path: string): Promise<string[]> {
  const book = read(await readFile(path));
  const [header = []] = utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
  return header.map(String);
}

describe('DHMC management (§2.22, admin)', () => {
  const life = useLifecycleSuite();

  it.each(['zh', 'en'] as const)(
    'opens a project from the list, downloads the template, imports two people and sees them listed and mailed (%s)',
    async (lang) => {
      const t = UI[lang].dhmc;
      const page = await inLanguage(await life.suite.signedIn('admin'), lang);
      await page.goto('/dhmcManage/list');
      const project = page.getByRole('row').filter({ has: page.getByRole('cell', { name: PROJECT, exact: true }) });
      await project.getByRole('link', { name: t.viewDetail, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/dhmcManage/detail' && url.searchParams.get('id') === PROJECT);
      await page.getByRole('heading', { level: 1 }).waitFor();

      const download = page.waitForEvent('download', { timeout: 30_000 });
      await page.getByRole('button', { name: UI[lang].org.downloadTemplate, exact: true }).click();
      const template = await download;
      expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
      const headers = await headersOf((await template.path())!);
      expect(headers).toHaveLength(6);

      const marker = `dh${randomUUID().replace(/-/g, '').slice(0, 10)}`;
      // The template's columns: contact, login, e-mail, phone, discipline, DHMC organisation.
      const people = [0, 1].map((index) => [
        `${marker}人${index}`,
        `${marker}_${index}`,
        `${marker}.${index}@example.com`,
        '13900006666',
        '设备',
        DHMC_ORG,
      ]);
      const seen = await life.outbox.seen();
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'dhmc.xlsx', mimeType: XLSX_TYPE, buffer: Buffer.from(workbookBytes([headers, ...people])) });
      const report = page.getByRole('dialog', { name: UI[lang].org.reportTitle });
      await report.getByText(message(lang, 'message.import.success'), { exact: true }).waitFor({ timeout: 60_000 });
      await report.getByRole('button', { name: UI[lang].common.close, exact: true }).first().click();

      for (const [linkman, userCode, email] of people) {
        await row(page, userCode!).getByText(linkman!, { exact: true }).waitFor();
        const mail = await life.outbox.nextEmail(email!, seen);
        expect(mail.text).toContain(userCode);
      }

      const filters = page.getByRole('search', { name: UI[lang].list.filters });
      await filters.getByLabel(t.userCode, { exact: true }).fill(marker);
      await filters.getByLabel(t.userCode, { exact: true }).press('Enter');
      await page.waitForURL((url) => url.searchParams.get('userCode') === marker);
      await expect.poll(() => page.getByRole('row').count(), POLL).toBe(people.length + 1);
    },
    120_000,
  );
});
