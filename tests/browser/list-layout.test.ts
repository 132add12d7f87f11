import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@sddp/shared';
import { openPage } from './support/browser';
import { allScreens } from './support/screens';
import { MESSAGES } from './support/shell';
import { signIn, UI, type Lang } from './support/sign-in';
import { POLL, useBrowserSuite } from './support/suite';

const zh = UI.zh;
const PHONE = { width: 390, height: 844 } as const;
const LAPTOP = { width: 1366, height: 768 } as const;

/** The lists of spec §2.13–2.15, each with the row action that is clicked to prove it can be reached. */
const LISTS = [
  { path: '/mechanism/list', action: zh.org.edit },
  { path: '/project/list', action: zh.project.list.adjustState },
  { path: '/project/suppliers?id=8012', action: undefined },
  { path: '/project/contractor?id=8012', action: undefined },
] as const;

/** The lists whose rows have actions, each opened by the demo account that may (support/screens.ts). */
const WIDE_LISTS: readonly string[] = [
  '/mechanism/list',
  '/project/list',
  '/user/list',
  '/user/list1',
  '/message/list',
  '/device/contracts',
  '/datamationMaturityScore/list',
];

/** True when the middle of `target` is what the page shows there (nothing sticky or clipped over it). */
function isOnTop(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

async function expectInViewport(page: Page, target: Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(await isOnTop(target)).toBe(true);
}

/**
 * The list at this width: neither the page nor the screen's area scrolls sideways (the table does),
 * rows stay low (a group of actions wrapped to three lines made them about 130 px tall; a contact cell
 * takes three short lines; on a phone a long group takes two lines beside the sticky first column), every action button of the first row can be scrolled to and is not covered, and the
 * first column stays in view while the row is scrolled to its actions.
 */
async function expectUsableList(page: Page, list: (typeof LISTS)[number], maxRowHeight: number): Promise<void> {
  await page.goto(list.path);
  const row = page.locator('tbody tr[data-row-id]').first();
  await row.waitFor();
  const fitsSideways = (element: Element) => element.scrollWidth <= element.clientWidth;
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await page.getByRole('main').evaluate(fitsSideways)).toBe(true);
  expect((await row.boundingBox())!.height).toBeLessThan(maxRowHeight);

  const buttons = row.locator('[data-slot=data-table-row-actions]').locator('button, a');
  expect(await buttons.count()).toBeGreaterThan(0);
  for (const button of await buttons.all()) {
    await button.scrollIntoViewIfNeeded();
    await expectInViewport(page, button);
  }
  await expectInViewport(page, row.locator('td').first());

  if (list.action) {
    await row.getByRole('button', { name: list.action, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
}

describe('lists on a phone and a laptop (admin1)', () => {
  const suite = useBrowserSuite();

  it('at 390 px every list scrolls sideways under a fixed first column, to action buttons that work; rows stay low', async () => {
    const page = await suite.signedIn('admin1', { context: { viewport: PHONE } });
    for (const list of LISTS) await expectUsableList(page, list, 96);
  });

  it('at 1366 px every list shows its action buttons; rows stay low', async () => {
    const page = await suite.signedIn('admin1', { context: { viewport: LAPTOP } });
    for (const list of LISTS) await expectUsableList(page, list, 80);
  });

  it('at 1366 px the row actions of every list are in view as it opens, without scrolling sideways (issue 26 #8)', async () => {
    const screens = allScreens(suite.platform.accounts).filter((screen) => WIDE_LISTS.includes(screen.route));
    expect(screens.map((screen) => screen.route).sort()).toEqual([...WIDE_LISTS].sort());
    const pages = new Map<string, Page>();
    for (const screen of screens) {
      const userCode = screen.account!.userCode;
      let page = pages.get(userCode);
      if (!page) {
        page = (await openPage(suite.browser, suite.platform.baseUrl, { viewport: LAPTOP })).page;
        await signIn(page, suite.captchas, screen.account!);
        pages.set(userCode, page);
      }
      await page.goto(screen.url);
      const actions = page.locator('tbody tr[data-row-id]').first().locator('[data-slot=data-table-row-actions]');
      await actions.waitFor();
      for (const button of await actions.locator('button, a').all()) {
        const box = (await button.boundingBox())!;
        expect(box.x, `${screen.route}: ${await button.innerText()}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${screen.route}: ${await button.innerText()}`).toBeLessThanOrEqual(LAPTOP.width);
        expect(await isOnTop(button), `${screen.route}: ${await button.innerText()} is covered`).toBe(true);
      }
    }
    await Promise.all([...pages.values()].map((page) => page.context().close()));
  });

  it('the sidebar shows the whole product title at 1366 px, in Chinese and English', async () => {
    const page = await suite.signedIn('admin1', { context: { viewport: LAPTOP } });
    for (const lang of ['zh', 'en'] satisfies Lang[]) {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_STORAGE_KEY, lang] as const);
      await page.goto('/dashboard');
      const title = page.locator('aside').getByText(MESSAGES[lang].product.title, { exact: true });
      await title.waitFor();
      await expect
        .poll(
          () =>
            title.evaluate((element) => {
              const box = element.getBoundingClientRect();
              const bar = element.parentElement!.getBoundingClientRect();
              const clipped = element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1;
              return !clipped && box.top >= bar.top && box.bottom <= bar.bottom && box.right <= bar.right;
            }),
          POLL,
        )
        .toBe(true);
    }
  });
});
