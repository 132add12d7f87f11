import ExcelJS from 'exceljs';
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { openPage } from './browser';
import { allScreens, type Screen } from './screens';
import { MESSAGES, openUserMenu, pathOf } from './shell';
import { settle, signIn, UI, userMenu, type Lang } from './sign-in';
import type { BrowserSuite, DemoAccount } from './suite';

/**
 * The walk the whole-app browser suites share (accessibility, the phone layout): every screen of the
 * route table as an account that may open it, and every dialog each screen opens, in a language.
 */

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface DialogOpening {
  /** Where the dialog is, for the report: `/mechanism/list › 新增机构`. */
  state: string;
  opener: Locator;
  /** How the opener opens it, when not by a click. */
  open: () => Promise<void>;
  /** Within the open dialog: what to do before looking at it a second time (an empty save shows its errors). */
  andThen?: (dialog: Locator) => Promise<void>;
  /** Where focus belongs after Escape: the opener, or the menu button when the opener was a menu item. */
  returnTo: Locator;
}

interface ScriptedDialog {
  name: string;
  opener: (page: Page, lang: Lang) => Locator;
  open?: (page: Page, lang: Lang, opener: Locator) => Promise<void>;
  andThen?: (dialog: Locator, lang: Lang) => Promise<void>;
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

export const saveEmpty = async (dialog: Locator, lang: Lang) =>
  dialog.getByRole('button', { name: UI[lang].common.save, exact: true }).click();

/** Dialogs a screen opens from script, which no aria-haspopup announces to a generic search. */
const SCRIPTED: Record<string, ScriptedDialog[]> = {
  '/mechanism/list': [
    {
      name: 'add organisation',
      opener: (page, lang) => page.getByRole('button', { name: UI[lang].org.add, exact: true }),
      andThen: saveEmpty,
    },
    {
      name: 'add other organisation',
      opener: (page, lang) => page.getByRole('button', { name: UI[lang].org.addOther, exact: true }),
      andThen: saveEmpty,
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

/** The screen has drawn its heading and nothing is loading. */
export async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await settle(page);
}

/**
 * The dialogs of the screen on show: the scripted ones (which say what to do inside), then every other
 * enabled opener in <main> that announces a dialog (aria-haspopup), one per label.
 */
export async function dialogsOf(page: Page, screen: Screen, lang: Lang): Promise<DialogOpening[]> {
  const where = pathOf(page);
  const openings: DialogOpening[] = [];
  const seenNames = new Set<string>();
  for (const dialog of SCRIPTED[screen.route] ?? []) {
    const opener = dialog.opener(page, lang);
    seenNames.add((await opener.innerText()).trim());
    openings.push({
      state: `${where} › ${dialog.name}`,
      opener,
      open: dialog.open ? () => dialog.open!(page, lang, opener) : () => opener.click(),
      andThen: dialog.andThen && ((open) => dialog.andThen!(open, lang)),
      returnTo: opener,
    });
  }
  // A disabled trigger (nothing to confirm yet, e.g. no open sessions) opens nothing.
  const triggers = page.getByRole('main').locator('[aria-haspopup="dialog"]:visible:not([disabled])');
  for (const trigger of await triggers.all()) {
    const name = (await trigger.innerText()).trim();
    if (seenNames.has(name)) continue;
    seenNames.add(name);
    openings.push({ state: `${where} › ${name}`, opener: trigger, open: () => trigger.click(), returnTo: trigger });
  }
  return openings;
}

/** The navbar's change-password dialog, opened from the user menu on the screen on show. */
export async function changePasswordDialog(page: Page, lang: Lang): Promise<DialogOpening> {
  const menu = await openUserMenu(page, lang);
  const opener = menu.getByRole('menuitem', { name: UI[lang].layout.changePassword, exact: true });
  return {
    state: `${pathOf(page)} › change password`,
    opener,
    open: () => opener.click(),
    andThen: (dialog) => saveEmpty(dialog, lang),
    returnTo: userMenu(page, lang),
  };
}

/**
 * Opens a dialog and hands it to `inspect` (again after `andThen`, if any), closes it with Escape and
 * says whether focus went back where it belongs.
 */
export async function visitDialog(
  page: Page,
  opening: DialogOpening,
  inspect: (dialog: Locator, state: string) => Promise<void>,
): Promise<{ focusBack: boolean }> {
  // The element itself, not its locator: a positional locator (the third trigger in <main>) finds another
  // button once other tests' records move the rows, and a remounted opener must count as lost focus.
  const returnTo = await opening.returnTo.elementHandle();
  await opening.open();
  const dialog = page.locator('[role="dialog"], [role="alertdialog"]').last();
  await dialog.waitFor();
  // A report opens as the work behind it ends: let its overlay go first.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  // Measured mid-way through its entrance, a dialog is 95% of its size and half transparent.
  // (A cancelled one rejects: it is over all the same.)
  await dialog.evaluate((element) => Promise.allSettled(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  await settle(page);
  await inspect(dialog, opening.state);
  if (opening.andThen) {
    await opening.andThen(dialog);
    await settle(page);
    await inspect(dialog, `${opening.state}, after`);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // Radix hands focus back as the dialog unmounts, a task after it leaves the DOM: on a busy machine that
  // task can come after the removal was seen. Waited for a moment; an opener that never gets it back fails.
  const focusBack = await page
    .waitForFunction((element) => element === document.activeElement, returnTo, { timeout: 2_000 })
    .then(
      () => true,
      () => false,
    );
  await returnTo.dispose();
  return { focusBack };
}

/**
 * A walk is cut into parts of consecutive screens, one test each: a whole walk took four
 * minutes on a busy 2-core machine, past any timeout that still catches a hang.
 */
export const WALK_PARTS = [1, 2, 3, 4, 5] as const;
export type WalkPart = (typeof WALK_PARTS)[number];

/** Every screen, each as an account that may open it; or the screens of one part of the walk. */
export function screensToWalk(suite: BrowserSuite, part?: WalkPart): Screen[] {
  const screens = allScreens(suite.platform.accounts);
  if (part === undefined) return screens;
  const size = Math.ceil(screens.length / WALK_PARTS.length);
  return screens.slice((part - 1) * size, part * size);
}

/** Visits the part's screens in turn; a screen that cannot be walked is a finding too, and the others are still visited. */
export async function walkEveryScreen(
  suite: BrowserSuite,
  part: WalkPart,
  lang: Lang,
  report: string[],
  visit: (screen: Screen) => Promise<void>,
) {
  for (const screen of screensToWalk(suite, part)) {
    await visit(screen).catch((error: unknown) =>
      report.push(`${lang} ${screen.url} (${screen.account?.userCode ?? 'anonymous'}): ${String(error).split('\n')[0]}`),
    );
  }
}

/**
 * One page per account and language, signed in once per account (its session cookie serves both
 * languages) and reused from screen to screen.
 */
export function useWalkPages(
  suite: BrowserSuite,
  options: BrowserContextOptions = {},
): (account: DemoAccount | undefined, lang: Lang) => Promise<Page> {
  const pages = new Map<string, { context: BrowserContext; page: Page }>();
  const cookies = new Map<string, Awaited<ReturnType<BrowserContext['cookies']>>>();

  beforeAll(async () => {
    const accounts = new Map(screensToWalk(suite).flatMap((screen) => (screen.account ? [[screen.account.userCode, screen.account]] : [])));
    for (const account of accounts.values()) {
      const { context, page } = await openPage(suite.browser, suite.platform.baseUrl);
      await signIn(page, suite.captchas, account);
      cookies.set(account.userCode, await context.cookies());
      await context.close();
    }
  });

  afterAll(async () => {
    await Promise.all([...pages.values()].map(({ context }) => context.close()));
  });

  return async (account, lang) => {
    const key = `${account?.userCode ?? '(anonymous)'}:${lang}`;
    const open = pages.get(key);
    if (open) return open.page;
    const opened = await openPage(suite.browser, suite.platform.baseUrl, {
      locale: lang === 'zh' ? 'zh-CN' : 'en-US',
      reducedMotion: 'reduce',
      ...options,
      storageState: {
        cookies: account ? cookies.get(account.userCode)! : [],
        origins: [{ origin: suite.platform.baseUrl, localStorage: [{ name: 'language', value: lang }] }],
      },
    });
    pages.set(key, opened);
    return opened.page;
  };
}
