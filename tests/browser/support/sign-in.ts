import type { Locator, Page, Response } from 'playwright-core';
import { uiEn } from '../../../web/src/i18n/ui.en';
import { uiZh } from '../../../web/src/i18n/ui.zh';
import { captchaWatcher, type CaptchaStore } from './captcha';

export type Lang = 'zh' | 'en';
export const UI = { zh: uiZh, en: uiEn } as const;

export interface Credentials {
  userCode: string;
  password: string;
}

export const LOGIN_PATH = '/user-api/auth/login';

export function isLoginResponse(response: Response): boolean {
  return response.request().method() === 'POST' && new URL(response.url()).pathname === LOGIN_PATH;
}

export interface LoginEnvelope {
  code: number;
  message: string;
  result: { token?: string } | Record<string, unknown> | null;
}

/**
 * Lets the page finish what it scheduled (React's passive effects run after paint): the form copies a
 * new captcha key into its state and clears the typed code in an effect, so typing before it runs
 * would be wiped.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** The account form of /login, found by its accessible names in the given language. */
export class LoginForm {
  readonly form: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly captcha: Locator;
  readonly captchaImage: Locator;
  readonly submit: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Lang = 'zh',
  ) {
    const t = UI[lang].login;
    this.form = page.getByRole('form', { name: t.heading });
    this.username = this.form.getByLabel(t.username, { exact: true });
    this.password = this.form.getByLabel(t.password, { exact: true });
    this.captcha = this.form.getByLabel(t.captcha, { exact: true });
    this.captchaImage = this.form.getByRole('button', { name: t.captchaImage });
    this.submit = this.form.getByRole('button', { name: t.submit, exact: true });
  }

  in(lang: Lang): LoginForm {
    return new LoginForm(this.page, lang);
  }

  /** Opens `path` (a URL that shows the login form) and returns the key of the captcha the page shows. */
  async open(path = '/login'): Promise<string> {
    captchaWatcher(this.page);
    await this.page.goto(path);
    return this.shownCaptchaKey();
  }

  /** Clicks the image; returns the key of the new captcha once it is shown. */
  async refreshCaptcha(): Promise<string> {
    const before = await this.shownCaptchaKey();
    await this.captchaImage.click();
    return this.newCaptchaKey(before);
  }

  /**
   * The key of the captcha on screen, once the image is drawn, no fetch is running and the form has
   * taken the key (an effect after the render that shows the image).
   */
  async shownCaptchaKey(): Promise<string> {
    const image = this.captchaImage.locator('img');
    await image.waitFor();
    await this.page.waitForFunction((element) => element?.getAttribute('aria-busy') === 'false', await this.captchaImage.elementHandle());
    await settle(this.page);
    const src = await image.getAttribute('src');
    if (!src) throw new Error('The captcha image has no source');
    return captchaWatcher(this.page).keyOf(src);
  }

  /** Waits for a captcha other than `previous` (after a failed sign-in or a click) and returns its key. */
  async newCaptchaKey(previous: string): Promise<string> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const key = await this.shownCaptchaKey();
      if (key !== previous) return key;
      if (Date.now() > deadline) throw new Error(`The captcha ${previous} was not replaced`);
      // Wait for the image to change (a condition, not a pause).
      const src = await this.captchaImage.locator('img').getAttribute('src');
      await this.page
        .waitForFunction(
          ([element, old]) => element?.querySelector('img')?.getAttribute('src') !== old,
          [await this.captchaImage.elementHandle(), src] as const,
          { timeout: Math.max(1, deadline - Date.now()) },
        )
        .catch(() => undefined);
    }
  }

  async fillCredentials({ userCode, password }: Credentials): Promise<void> {
    await this.username.fill(userCode);
    await this.password.fill(password);
  }

  /**
   * Types the code and submits, by Enter in the captcha field (the default) or the submit button;
   * resolves with the server's answer.
   */
  async submitCaptcha(code: string, via: 'enter' | 'button' = 'enter'): Promise<{ response: Response; body: LoginEnvelope }> {
    await this.captcha.fill(code);
    const response = this.page.waitForResponse(isLoginResponse);
    response.catch(() => undefined);
    await (via === 'enter' ? this.captcha.press('Enter') : this.submit.click());
    const answered = await response;
    return { response: answered, body: (await answered.json()) as LoginEnvelope };
  }
}

export interface SignInOptions {
  /** The URL to open; it must show the login form (a /login URL, or a protected path that goes there). */
  path?: string;
  lang?: Lang;
  via?: 'enter' | 'button';
  /**
   * 'shell' (the default) also waits for the signed-in layout (the navbar's user menu); 'url' only for
   * the page to leave /login.
   */
  waitFor?: 'shell' | 'url';
}

/**
 * Signs in through the real form: account, password, the captcha read from the table, Enter.
 * Resolves once the page has left /login.
 */
export async function signIn(page: Page, captchas: CaptchaStore, account: Credentials, options: SignInOptions = {}): Promise<void> {
  const form = new LoginForm(page, options.lang);
  const key = await form.open(options.path);
  await form.fillCredentials(account);
  const { body } = await form.submitCaptcha(await captchas.answer(key), options.via);
  if (body.code !== 200) throw new Error(`Signing in as ${account.userCode} failed: ${body.code} ${body.message}`);
  await page.waitForURL((url) => url.pathname !== '/login');
  if (options.waitFor !== 'url') await userMenu(page, form.lang).waitFor();
}

/**
 * The navbar's user menu button: present once the signed-in layout has rendered. Its name is what it
 * shows, the user's name, then 'User menu' (WCAG 2.5.3).
 */
export function userMenu(page: Page, lang: Lang = 'zh'): Locator {
  return page.getByRole('banner').getByRole('button', { name: new RegExp(`${UI[lang].layout.userMenu}$`) });
}
