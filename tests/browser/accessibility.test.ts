import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './support/axe';
import { openPage } from './support/browser';
import { allScreens, type Screen } from './support/screens';
import { MESSAGES, openUserMenu, pathOf } from './support/shell';
import { settle, signIn, UI, userMenu, type Lang } from './support/sign-in';
import { useBrowserSuite, type DemoAccount } from './support/suite';

/**
 * Issue 11: every screen of the route table and every dialog it opens passes axe-core's WCAG 2.0/2.1
 * A and AA rules, in both languages, signed in as a demo account that may open it. Dialogs: every
 * Radix trigger (aria-haspopup=dialog) on the screen, the ones screens open from script (listed in
 * SCRIPTED below), the navbar's; each closed with Escape, after which focus must be on its opener.
 * One browser, one page per account and language, reused from screen to screen.
 */
const LANGS: Lang[] = ['zh', 'en'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Opener = (page: Page, lang: Lang) => Locator;

interface ScriptedDialog {
  name: string;
  opener: Opener;
  /** How the opener opens it, when not by a click (the default). */
  open?: (page: Page, lang: Lang, opener: Locator) => Promise<void>;
  /** Within the open dialog: what to do before scanning it a second time (an empty save shows its errors). */
  then?: (dialog: Locator, lang: Lang) => Promise<void>;
}

/** A supplier workbook with one bad code: the import refuses it (nothing is written) and reports the row. */
async function refusedWorkbook(lang: Lang): Promise<Buffer> {
  const columns = MESSAGES[lang].import.column;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow([columns.orgCode, columns.orgName, columns.bpCode, columns.linkman, columns.mobile, columns.email]);
  sheet.addRow(['1234567', 'axe', '', 'axe', '', 'axe@example.com']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const saveEmpty = async (dialog: Locator, lang: Lang) => dialog.getByRole('button', { name: UI[lang].common.save, exact: true }).click();

/** Dialogs a screen opens from script, which no aria-haspopup announces to a generic search. */
const SCRIPTED: Record<string, ScriptedDialog[]> = {
  '/mechanism/list': [
    {
      name: 'add organisation',
      opener: (page, lang) => page.getByRole('button', { name: UI[lang].org.add, exact: true }),
      then: saveEmpty,
    },
    {
      name: 'add other organisation',
      opener: (page, lang) => page.getByRole('button', { name: UI[lang].org.addOther, exact: true }),
      then: saveEmpty,
    },
    {
      name: 'edit organisation',
      opener: (page, lang) => page.getByRole('main').getByRole('button', { name: UI[lang].org.edit, exact: true }).first(),
    },
    {
      name: 'import report',
      opener: (page, lang) => page.getByRole('button', { name: UI[lang].org.importSuppliers, exact: true }),
      // The button opens the system file chooser; the file goes straight to its input, as the chooser would.
      open: async (page, lang, opener) => {
        await opener.focus();
        const buffer = await refusedWorkbook(lang);
        await page.locator('input[type=file]').setInputFiles({ name: 'suppliers.xlsx', mimeType: XLSX_TYPE, buffer });
      },
    },
  ],
};

/** Other states of a screen worth a scan of their own: forms showing their errors, the other sign-in ways. */
const STATES: Record<string, Array<{ name: string; reach: (page: Page, lang: Lang) => Promise<void> }>> = {
  '/login': [
    {
      name: 'empty submit',
      reach: async (page, lang) => {
        await page.getByRole('button', { name: UI[lang].login.submit, exact: true }).click();
        await page.getByRole('form').getByRole('alert').first().waitFor();
      },
    },
    {
      name: 'code by e-mail',
      reach: async (page, lang) => {
        // An account nobody has: the answer is the same, nothing is mailed, no demo account is touched.
        await page.getByLabel(UI[lang].login.username, { exact: true }).fill(`axe-${randomUUID().slice(0, 8)}`);
        await page.getByRole('button', { name: UI[lang].login.useMailCode, exact: true }).click();
        await page.getByLabel(UI[lang].login.mailCode, { exact: true }).waitFor();
      },
    },
    {
      name: 'phone sign-in',
      reach: async (page, lang) => {
        await page.getByRole('tab', { name: UI[lang].login.phoneHeading, exact: true }).click();
        await page.getByLabel(UI[lang].login.phone, { exact: true }).waitFor();
      },
    },
  ],
  '/getPassIndex': [
    {
      name: 'empty submit',
      reach: async (page, lang) => {
        await page.getByRole('button', { name: UI[lang].common.save, exact: true }).click();
        await page.getByRole('form').getByRole('alert').first().waitFor();
      },
    },
  ],
};

/** The screen has drawn its heading and nothing is loading. */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await settle(page);
}

describe('accessibility: axe-core, WCAG 2.1 A and AA, every screen and dialog', () => {
  const suite = useBrowserSuite();
  const pages = new Map<string, { context: BrowserContext; page: Page }>();
  const cookies = new Map<string, Awaited<ReturnType<BrowserContext['cookies']>>>();
  let screens: Screen[];

  beforeAll(async () => {
    screens = allScreens(suite.platform.accounts);
    // One form sign-in per account that any screen needs; its session cookie serves both languages.
    for (const account of new Map(
      screens.flatMap((screen) => (screen.account ? [[screen.account.userCode, screen.account]] : [])),
    ).values()) {
      const { context, page } = await openPage(suite.browser, suite.platform.baseUrl);
      await signIn(page, suite.captchas, account);
      cookies.set(account.userCode, await context.cookies());
      await context.close();
    }
  });

  afterAll(async () => {
    await Promise.all([...pages.values()].map(({ context }) => context.close()));
  });

  /** The page of an account (or of nobody) in a language, opened once and reused. */
  async function pageFor(account: DemoAccount | undefined, lang: Lang): Promise<Page> {
    const key = `${account?.userCode ?? '(anonymous)'}:${lang}`;
    const open = pages.get(key);
    if (open) return open.page;
    const opened = await openPage(suite.browser, suite.platform.baseUrl, {
      locale: lang === 'zh' ? 'zh-CN' : 'en-US',
      reducedMotion: 'reduce',
      storageState: {
        cookies: account ? cookies.get(account.userCode)! : [],
        origins: [{ origin: suite.platform.baseUrl, localStorage: [{ name: 'language', value: lang }] }],
      },
    });
    pages.set(key, opened);
    return opened.page;
  }

  // The two languages walk side by side: most of the time goes to waiting for the page, not to the CPU.
  it.concurrent.each(LANGS)('in %s', { timeout: 240_000 }, async (lang) => {
    const report: string[] = [];
    const scanned = new Set<string>();
    const scan = async (page: Page, state: string) => {
      const violations = await axeViolations(page);
      if (violations.length > 0) report.push(describeViolations(`${lang} ${state}`, violations));
    };

    /**
     * Opens a dialog, scans it (and what `then` leads to), closes it with Escape and checks that focus
     * is back on its opener (or on `returnTo`, when the opener was a menu item that is gone).
     */
    const scanDialog = async (
      page: Page,
      state: string,
      opener: Locator,
      {
        open = () => opener.click(),
        then,
        returnTo = opener,
      }: { open?: () => Promise<void>; then?: (dialog: Locator) => Promise<void>; returnTo?: Locator } = {},
    ) => {
      await open();
      const dialog = page.locator('[role="dialog"], [role="alertdialog"]').last();
      await dialog.waitFor();
      // A report opens as the work behind it ends: let its overlay go first.
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      await settle(page);
      await scan(page, state);
      if (then) {
        await then(dialog);
        await settle(page);
        await scan(page, `${state}, after`);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      const focusBack = await returnTo.evaluate((element) => element === document.activeElement).catch(() => false);
      if (!focusBack)
        report.push(
          `${lang} ${state}: after Escape focus is not on the opener but on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))}`,
        );
    };

    const visit = async (screen: Screen) => {
      const page = await pageFor(screen.account, lang);
      await page.goto(screen.url);
      await settled(page);
      const where = pathOf(page);
      // Redirect helpers land on a screen already scanned.
      if (scanned.has(where)) return;
      scanned.add(where);
      await scan(page, where);

      // A disabled trigger (nothing to confirm yet, e.g. no open sessions) opens nothing.
      const triggers = page.getByRole('main').locator('[aria-haspopup="dialog"]:visible:not([disabled])');
      const seenNames = new Set<string>();
      for (const trigger of await triggers.all()) {
        const name = (await trigger.innerText()).trim();
        if (seenNames.has(name)) continue;
        seenNames.add(name);
        await scanDialog(page, `${where} › ${name}`, trigger);
      }
      for (const dialog of SCRIPTED[screen.route] ?? []) {
        const opener = dialog.opener(page, lang);
        await scanDialog(page, `${where} › ${dialog.name}`, opener, {
          open: dialog.open && (() => dialog.open!(page, lang, opener)),
          then: dialog.then && ((open) => dialog.then!(open, lang)),
        });
      }
      for (const state of STATES[screen.route] ?? []) {
        await page.goto(screen.url);
        await settled(page);
        await state.reach(page, lang);
        await settle(page);
        await scan(page, `${where} (${state.name})`);
      }
    };

    for (const screen of screens) {
      // A screen that cannot be walked is a finding too; the others are still scanned.
      await visit(screen).catch((error: unknown) =>
        report.push(`${lang} ${screen.url} (${screen.account?.userCode ?? 'anonymous'}): ${String(error).split('\n')[0]}`),
      );
    }

    // The navbar, on the home screen: its menu open, then the change-password dialog it opens.
    const page = await pageFor(suite.account('admin'), lang);
    await page.goto('/dashboard');
    await settled(page);
    const menu = await openUserMenu(page, lang);
    await scan(page, '/dashboard (user menu)');
    await scanDialog(
      page,
      '/dashboard › change password',
      menu.getByRole('menuitem', { name: UI[lang].layout.changePassword, exact: true }),
      {
        then: (dialog) => saveEmpty(dialog, lang),
        returnTo: userMenu(page, lang),
      },
    );

    expect(scanned.size, 'screens scanned').toBeGreaterThan(20);
    expect(report.join('\n')).toBe('');
  });
});
