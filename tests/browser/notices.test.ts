import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@sddp/shared';
import { onePixelPng } from './support/png';
import { UI, type Lang } from './support/sign-in';
import { POLL, useBrowserSuite } from './support/suite';
import { message, toast } from './support/ui';

async function inLanguage(page: Page, lang: Lang): Promise<void> {
  if (lang === 'zh') return;
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [LANGUAGE_STORAGE_KEY, lang]);
  await page.reload();
}

describe('notices', () => {
  const suite = useBrowserSuite();

  for (const [lang, project] of [
    ['zh', /镇海/],
    ['en', /Zhenhai/],
  ] as const) {
    it(`an admin publishes a notice with an image and an attachment to the suppliers of a project; a supplier reads it; withdrawn, it is gone (${lang})`, async () => {
      const t = UI[lang];
      const title = `${lang} notice ${Date.now()}`;
      const admin = await suite.signedIn('admin');
      await inLanguage(admin, lang);
      await admin.goto('/message/list');
      await admin.getByRole('button', { name: t.notice.add, exact: true }).click();
      await admin.waitForURL((url) => url.pathname === '/message/announcement');

      await admin.getByRole('button', { name: t.notice.publish, exact: true }).click();
      await admin.getByText(message(lang, 'validation.notice.title'), { exact: true }).waitFor();
      await admin.getByLabel(t.notice.title, { exact: true }).fill(title);
      await admin.getByRole('checkbox', { name: project }).first().click();
      await admin.getByRole('checkbox', { name: message(lang, 'notice.role.10.name'), exact: true }).click();
      await admin.getByRole('textbox', { name: t.notice.content }).fill('Please read the attached plan.');
      await admin.getByTestId('notice-upload-image').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: onePixelPng() });
      await admin.locator('.ProseMirror img').waitFor();
      await admin
        .getByTestId('notice-upload-attachment')
        .setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
      await admin.locator('.ProseMirror a', { hasText: 'plan.pdf' }).waitFor();
      await expect.poll(() => admin.locator('.ProseMirror img').count(), POLL).toBe(1);
      await admin.getByRole('button', { name: t.notice.publish, exact: true }).click();
      await toast(admin, message(lang, 'message.notice.published'));
      await admin.waitForURL((url) => url.pathname === '/message/list');

      const supplier = await suite.signedIn('userAdmin');
      await inLanguage(supplier, lang);
      const bell = supplier.getByRole('link', { name: new RegExp(t.notice.bellUnread.replace('{{count}}', '\\d+')) });
      await bell.click();
      await supplier.waitForURL((url) => url.pathname === '/notices');
      await supplier.getByRole('button', { name: title, exact: true }).click();
      const reader = supplier.getByRole('dialog', { name: title });
      await reader.getByText('Please read the attached plan.').waitFor();
      const image = reader.locator('img');
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), POLL).toBe(1);
      await reader.getByRole('link', { name: message(lang, 'notice.attachment', { name: 'plan.pdf' }) }).waitFor();
      await supplier.keyboard.press('Escape');
      const row = supplier.getByRole('row').filter({ hasText: title });
      await row.getByText(t.notice.read, { exact: true }).waitFor();

      const filters = admin.getByRole('search', { name: t.list.filters });
      await filters.getByLabel(t.notice.title, { exact: true }).fill(title);
      await filters.getByLabel(t.notice.title, { exact: true }).press('Enter');
      const listed = admin.getByRole('row').filter({ hasText: title });
      await listed.getByRole('button', { name: t.notice.withdraw, exact: true }).click();
      await admin.getByRole('alertdialog').getByRole('button', { name: t.list.confirm, exact: true }).click();
      await listed.getByText(message(lang, 'notice.cancel.withdrawn'), { exact: true }).waitFor();

      await supplier.reload();
      await supplier.getByRole('heading', { name: message(lang, 'route.inbox') }).waitFor();
      await expect.poll(() => supplier.getByRole('button', { name: title, exact: true }).count(), POLL).toBe(0);
    });
  }
});
