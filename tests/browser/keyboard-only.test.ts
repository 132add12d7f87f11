import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mailedSignInCode } from '#test/mail-codes';
import { Outbox } from './support/outbox';
import { routeTitle } from './support/shell';
import { UI, userMenu } from './support/sign-in';
import { POLL, useBrowserSuite } from './support/suite';
import { message, toast } from './support/ui';

/**
 * Issue 11: someone who uses only the keyboard (and cannot read the image captcha) signs in with a code
 * mailed to the account, opens a list from the menu, adds a record and closes a dialog with Escape;
 * after each step focus is where the next step starts.
 */
const zh = UI.zh;

/** Eight digits no other run of this file used. */
const freshCode = () => String(60_000_000 + (Date.now() % 10_000_000)).slice(-8);

/** A short description of the focused element, for the failure messages. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(body)';
    const name =
      element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? (element as HTMLElement).innerText?.trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name}"`;
  });
}

async function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement).catch(() => false);
}

async function expectFocus(page: Page, locator: Locator, step: string): Promise<void> {
  await expect.poll(() => hasFocus(locator), { ...POLL, message: `${step}: focus is on ${await focused(page)}` }).toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times; fails naming where focus went. */
async function tabTo(page: Page, target: Locator, step: string, { back = false, max = 25 } = {}): Promise<void> {
  const visited: string[] = [];
  for (let press = 0; press < max; press++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await hasFocus(target)) return;
    visited.push(await focused(page));
  }
  throw new Error(`${step}: not reached in ${max} presses; focus went ${visited.join(' → ')}`);
}

describe('keyboard only', () => {
  const suite = useBrowserSuite();

  it('signs in with a code by e-mail, opens a list, adds a record and closes a dialog with Escape', async () => {
    const account = suite.account('admin1');
    const outbox = new Outbox(suite.platform.outboxDir);
    const seen = await outbox.seen();
    const page = await suite.newPage({ reducedMotion: 'reduce' });
    await page.goto('/login');
    const form = page.getByRole('form', { name: zh.login.heading });
    await form.getByLabel(zh.login.username, { exact: true }).waitFor();

    // The sign-in tabs come first; their panel is no Tab stop of its own, so the next Tab is the account.
    await page.keyboard.press('Tab');
    await expectFocus(page, page.getByRole('tab', { name: zh.login.heading }), 'first Tab');
    await page.keyboard.press('Tab');
    await expectFocus(page, form.getByLabel(zh.login.username, { exact: true }), 'second Tab');
    await page.keyboard.type(account.userCode);
    await tabTo(page, form.getByLabel(zh.login.password, { exact: true }), 'to the password');
    await page.keyboard.type(account.password);

    // The way round the image: a real button after the captcha field and its image.
    const mailButton = form.getByRole('button', { name: zh.login.useMailCode, exact: true });
    await tabTo(page, form.getByLabel(zh.login.captcha, { exact: true }), 'to the captcha');
    await page.keyboard.press('Tab');
    await expectFocus(page, form.getByRole('button', { name: zh.login.captchaImage }), 'after the captcha field');
    await page.keyboard.press('Tab');
    await expectFocus(page, mailButton, 'after the captcha image');
    await page.keyboard.press('Enter');

    const codeField = form.getByLabel(zh.login.mailCode, { exact: true });
    await expectFocus(page, codeField, 'after asking for the code');
    expect(await codeField.evaluate((input) => input.getAttribute('aria-describedby'))).toBeTruthy();
    const mail = await outbox.nextEmail(`${account.userCode.toLowerCase()}@demo.sddp.local`, seen);
    const code = mailedSignInCode(mail.text, account.userCode);
    expect(code, mail.text).toBeTruthy();
    await page.keyboard.type(code!);
    await page.keyboard.press('Enter');

    // Signed in: focus is on the new screen's heading, not lost on <body>.
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await userMenu(page).waitFor();
    await expectFocus(page, page.getByRole('main').getByRole('heading', { level: 1 }), 'after signing in');

    // The skip link is the first Tab stop of the layout and leads into the screen.
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, page.getByRole('link', { name: zh.layout.skipToMain }), 'to the skip link', { back: true, max: 40 });
    await page.keyboard.press('Enter');
    await expectFocus(page, page.getByRole('main'), 'after the skip link');

    // Open the organisation list from the menu: focus moves to its heading.
    const menuEntry = page
      .getByRole('navigation', { name: zh.layout.navigation })
      .getByRole('link', { name: routeTitle('orgList'), exact: true });
    await tabTo(page, menuEntry, 'back to the menu', { back: true, max: 40 });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/mechanism/list');
    const heading = page.getByRole('main').getByRole('heading', { name: routeTitle('orgList'), level: 1 });
    await expectFocus(page, heading, 'after choosing the menu entry');

    // Add an organisation: the dialog opens on its first field; after saving, focus is back on 'Add'.
    const add = page.getByRole('button', { name: zh.org.add, exact: true });
    await tabTo(page, add, 'to Add organisation');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: zh.org.add });
    await expectFocus(page, dialog.getByLabel(zh.org.orgCode, { exact: true }), 'in the new dialog');
    const orgCode = freshCode();
    await page.keyboard.type(orgCode);
    await page.keyboard.press('Tab');
    await page.keyboard.type(`键盘机构${orgCode}`);
    await tabTo(page, dialog.getByLabel(zh.org.contact.linkman, { exact: true }), 'to the contact');
    await page.keyboard.type(`键盘联系人${orgCode}`);
    await tabTo(page, dialog.getByLabel(zh.org.contact.email, { exact: true }), 'to the e-mail');
    await page.keyboard.type(`k${orgCode}@example.com`);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expectFocus(page, add, 'after saving');
    await toast(page, message('zh', 'message.org.created'));

    // Open it again and leave with Escape: nothing saved, focus on 'Add' again.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocus(page, add, 'after Escape');
  });

  it('a menu entry that opens a screen leaves focus on its heading, not back on the menu button', async () => {
    // Motion on: the menu's closing animation ends after the new screen has focused its heading, and
    // the menu used to take focus back to its button then (and with it, a field being typed into).
    const page = await suite.signedIn('admin', { context: { reducedMotion: 'no-preference' } });
    const profileHeading = page.getByRole('main').getByRole('heading', { name: routeTitle('profile'), level: 1 });
    const chooseProfile = async () => {
      await userMenu(page).focus();
      await page.keyboard.press('Enter');
      await expectFocus(page, page.getByRole('menuitem', { name: zh.layout.profile, exact: true }), 'in the user menu');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/profile/index');
      await page.getByRole('menu').waitFor({ state: 'detached' });
    };
    // Once to load the screen's code, so that the second time the screen is up before the menu has gone.
    await chooseProfile();
    await page
      .getByRole('navigation', { name: zh.layout.navigation })
      .getByRole('link', { name: routeTitle('dashboard'), exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await chooseProfile();
    await expectFocus(page, profileHeading, 'after choosing the profile from the user menu');
    expect(await hasFocus(userMenu(page))).toBe(false);
  });
});
