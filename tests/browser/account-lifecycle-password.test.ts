import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { daysAgo, strongPassword, type FreshUser } from './support/accounts';
import { policyMessage } from './support/api';
import { useLifecycleSuite } from './support/lifecycle';
import { openUserMenu, pathOf } from './support/shell';
import { LoginForm, signIn, UI, userMenu, type Credentials, type Lang, type LoginEnvelope } from './support/sign-in';
import { POLL } from './support/suite';
import { isPost, message, NewPasswordForm, signInFailure, toast } from './support/ui';

const UPDATE_PWD = '/user-api/user/update_pwd';
const FIND_PWD_UPDATE = '/user-api/user/find_pwd_update';

/** Clicks Save and resolves with the server's answer to the password call it makes. */
async function save(form: NewPasswordForm, path: string): Promise<{ response: Response; body: LoginEnvelope }> {
  const answered = form.page.waitForResponse(isPost(path));
  answered.catch(() => undefined);
  await form.save.click();
  const response = await answered;
  return { response, body: (await response.json()) as LoginEnvelope };
}

describe('account lifecycle: passwords', () => {
  const life = useLifecycleSuite();
  const { suite, outbox } = life;

  /**
   * Signs in through the account form; in English after ticking the login page's checkbox. Resolves
   * once the page has left /login (the guard may send it anywhere).
   */
  async function signInVia(page: Page, account: Credentials, lang: Lang): Promise<void> {
    let form = new LoginForm(page);
    const key = await form.open();
    if (lang === 'en') {
      await page.getByRole('checkbox', { name: UI.zh.common.english, exact: true }).click();
      form = form.in('en');
      await form.form.waitFor();
    }
    await form.fillCredentials(account);
    const { body } = await form.submitCaptcha(await suite.captchas.answer(key));
    expect(body.code).toBe(200);
    await page.waitForURL((url) => url.pathname !== '/login');
  }

  /** After a password change: the success toast, then the sign-out 1 s later lands on /login. */
  async function expectSignedOutAfterChange(page: Page, answeredAt: number, lang: Lang, toastKey: string): Promise<void> {
    await toast(page, message(lang, toastKey));
    await page.waitForURL((url) => url.pathname === '/login');
    await new LoginForm(page, lang).form.waitFor();
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(800);
  }

  /** Signs in with the new password and reaches the dashboard (in the language the page keeps). */
  async function expectNewPasswordWorks(page: Page, user: FreshUser, password: string, lang: Lang): Promise<void> {
    await signIn(page, suite.captchas, { userCode: user.userCode, password }, { lang });
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect.poll(() => userMenu(page, lang).innerText()).toContain(user.linkman);
  }

  async function forcedFirstLoginChange(lang: Lang): Promise<void> {
    const user = await life.freshUser({ mustChangePassword: true });
    const page = await suite.newPage();
    await signInVia(page, user, lang);
    await page.waitForURL((url) => url.pathname === '/resetPassword');
    await page.getByRole('heading', { name: message(lang, 'route.resetPassword'), exact: true }).waitFor();
    await page.getByText(UI[lang].resetPassword.intro, { exact: true }).waitFor();
    // Even the dashboard sends back here until the password is changed.
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/resetPassword');

    const form = new NewPasswordForm(page, lang);
    const updates: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === UPDATE_PWD) updates.push(request.url());
    });

    // The policy, checked in the browser: length, then character classes, then the confirmation.
    await form.fill('Ab1#');
    await form.save.click();
    await form
      .passwordError()
      .getByText(policyMessage(lang, 'validation.password.length', life.policy()), { exact: true })
      .waitFor();
    await form.fill('abcdefghij');
    await form.save.click();
    await form
      .passwordError()
      .getByText(policyMessage(lang, 'validation.password.classes', life.policy()), { exact: true })
      .waitFor();
    const password = strongPassword();
    await form.fill(password, `${password}x`);
    await form.save.click();
    await form.confirmError().getByText(message(lang, 'validation.password.mismatch'), { exact: true }).waitFor();
    expect(updates).toEqual([]);

    // The server's rule: not one of the recent passwords (the initial one included).
    await form.fill(user.password);
    const reused = await save(form, UPDATE_PWD);
    const reusedMessage = policyMessage(lang, 'validation.password.reused', life.policy());
    expect(reused.body).toMatchObject({ code: 400 });
    await form.passwordError().getByText(reusedMessage, { exact: true }).waitFor();
    expect(pathOf(page)).toBe('/resetPassword');

    await form.fill(password);
    const changed = await save(form, UPDATE_PWD);
    expect(changed.body.code).toBe(200);
    await expectSignedOutAfterChange(page, Date.now(), lang, 'message.passwordChanged.changed');
    await expectNewPasswordWorks(page, user, password, lang);
  }

  it('first login (zh): forced to /resetPassword, the policy is shown, a good password signs out to /login and works', async () => {
    await forcedFirstLoginChange('zh');
  });

  it('first login (en, English ticked on the login page): the same flow with English messages', async () => {
    await forcedFirstLoginChange('en');
  });

  /** The requirement of the list under the new-password fields that reads `text`. */
  const requirement = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

  it('a voluntary visit of /resetPassword says Change password, and ticks only the rules the typed password meets', async () => {
    const user = await life.freshUser();
    const page = await life.signedIn(user);
    await page.goto('/resetPassword');
    await page.getByRole('heading', { name: UI.zh.resetPassword.changeTitle, exact: true }).waitFor();
    expect(await page.getByText(UI.zh.resetPassword.intro).count()).toBe(0);

    const policy = life.policy();
    const length = requirement(page, policyMessage('zh', 'message.passwordRequirements.length', policy));
    const classes = requirement(page, policyMessage('zh', 'message.passwordRequirements.classes', policy));
    const form = new NewPasswordForm(page);
    await form.fill('abc');
    await form.save.click();
    await form
      .passwordError()
      .getByText(policyMessage('zh', 'validation.password.length', policy), { exact: true })
      .waitFor();
    expect(await length.getAttribute('data-state')).toBe('unmet');
    expect(await classes.getAttribute('data-state')).toBe('unmet');
    expect(await length.innerText()).not.toContain(UI.zh.password.ruleMet);

    await form.password.fill(strongPassword());
    await expect.poll(() => length.getAttribute('data-state'), POLL).toBe('met');
    expect(await classes.getAttribute('data-state')).toBe('met');
    // What only the server can check is stated, never ticked.
    for (const key of ['message.passwordRequirements.history', 'message.passwordRequirements.renewal']) {
      expect(await requirement(page, policyMessage('zh', key, policy)).getAttribute('data-state')).toBe('stated');
    }
  });

  async function forgotPassword(lang: Lang): Promise<void> {
    const user = await life.freshUser();
    const t = UI[lang];
    const page = await suite.newPage();
    await page.goto('/login');
    await new LoginForm(page).form.waitFor();
    if (lang === 'en') await page.getByRole('checkbox', { name: UI.zh.common.english, exact: true }).click();
    await page.getByRole('link', { name: t.login.forgot, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/getPassIndex');

    const request = page.getByRole('form', { name: message(lang, 'route.forgotPassword') });
    await request.getByLabel(t.forgotPassword.email, { exact: true }).fill(user.email);
    await request.getByLabel(t.forgotPassword.userCode, { exact: true }).fill(user.userCode);
    const seen = await outbox.seen();
    await request.getByRole('button', { name: t.common.save, exact: true }).click();
    await page.getByRole('status').getByText(message(lang, 'message.forgotPasswordSent'), { exact: true }).waitFor();

    const mail = await outbox.nextEmail(user.email, seen);
    expect(mail.subject).toBe(message(lang, 'notify.resetPassword.subject'));
    const base = suite.platform.baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const link = new RegExp(`${base}/find_pwd\\?k=[^\\s]+`).exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    // The message shows for 3 s, then the page returns to sign-in (checked once, it costs 3 s).
    if (lang === 'zh') await page.waitForURL((url) => url.pathname === '/login');

    await page.goto(link!);
    await page.getByRole('heading', { name: message(lang, 'route.findPassword'), exact: true }).waitFor();
    const form = new NewPasswordForm(page, lang);
    const password = strongPassword();
    // Whitespace is dropped as it is typed.
    await form.password.pressSequentially(`${password.slice(0, 3)} ${password.slice(3, 7)}  ${password.slice(7)} `);
    await form.confirm.fill(` ${password} `);
    expect(await form.password.inputValue()).toBe(password);
    expect(await form.confirm.inputValue()).toBe(password);
    const updated = await save(form, FIND_PWD_UPDATE);
    expect(updated.body.code).toBe(200);
    expect(JSON.parse(updated.response.request().postData() ?? '{}')).toMatchObject({ pwd: password, pwd2: password });
    await toast(page, message(lang, 'message.passwordChanged.updated'));
    await page.waitForURL((url) => url.pathname === '/login');
    await expectNewPasswordWorks(page, user, password, lang);

    // The link works once.
    const again = await suite.newPage();
    if (lang === 'en') await again.addInitScript(() => localStorage.setItem('language', 'en'));
    await again.goto(link!);
    const secondForm = new NewPasswordForm(again, lang);
    await secondForm.fill(strongPassword());
    const refused = await save(secondForm, FIND_PWD_UPDATE);
    const invalid = message(lang, 'error.resetLinkInvalid');
    expect(refused.body).toMatchObject({ code: 400, message: invalid });
    await toast(again, invalid);
    expect(new URL(again.url()).pathname).toBe('/find_pwd');
  }

  it('forgot password (zh): the e-mailed link sets a new password once; spaces are stripped', async () => {
    await forgotPassword('zh');
  });

  it('forgot password (en, English ticked on the login page): the same flow with English messages', async () => {
    await forgotPassword('en');
  });

  it('an expired password forces /find_pwd?k=overdue with the notice; after the change the new password works', async () => {
    const user = await life.freshUser({ pwdChangedAt: daysAgo(100) });
    const page = await suite.newPage();
    await signInVia(page, user, 'zh');
    await page.waitForURL((url) => url.pathname === '/find_pwd' && url.searchParams.get('k') === 'overdue');
    await page.getByRole('heading', { name: UI.zh.findPassword.changeTitle, exact: true }).waitFor();
    await page.getByText(policyMessage('zh', 'message.passwordExpired', life.policy()), { exact: true }).waitFor();
    await page
      .getByRole('status')
      .getByText(message('zh', 'message.passwordNotChanged', { days: 100 }), { exact: true })
      .waitFor();

    const form = new NewPasswordForm(page);
    const password = strongPassword();
    await form.fill(password);
    const changed = await save(form, UPDATE_PWD);
    expect(changed.body.code).toBe(200);
    await expectSignedOutAfterChange(page, Date.now(), 'zh', 'message.passwordChanged.changed');
    await expectNewPasswordWorks(page, user, password, 'zh');
  });

  it('the navbar dialog shows the days left, changes the password and signs out; only the new password works', async () => {
    const user = await life.freshUser();
    const page = await life.signedIn(user);
    await (await openUserMenu(page)).getByRole('menuitem', { name: UI.zh.layout.changePassword, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: UI.zh.changePassword.title });
    await dialog.getByText(UI.zh.changePassword.description, { exact: true }).waitFor();
    await dialog
      .getByRole('status')
      .getByText(message('zh', 'message.passwordExpiresIn', { n: life.policy().maxAgeDays }), { exact: true })
      .waitFor();

    const form = new NewPasswordForm(dialog);
    const password = strongPassword();
    await form.fill(password);
    const changed = await save(form, UPDATE_PWD);
    expect(changed.body.code).toBe(200);
    await expectSignedOutAfterChange(page, Date.now(), 'zh', 'message.passwordChanged.changed');

    // The old password is refused…
    const login = new LoginForm(page);
    const key = await login.shownCaptchaKey();
    await login.fillCredentials(user);
    const refused = await login.submitCaptcha(await suite.captchas.answer(key));
    expect(refused.body).toMatchObject({ code: 400, message: message('zh', 'error.loginFailed') });
    await signInFailure(login.form, 'zh', message('zh', 'error.loginFailed')).waitFor();

    // …and the new one signs in.
    await login.password.fill(password);
    const accepted = await login.submitCaptcha(await suite.captchas.answer(await login.newCaptchaKey(key)));
    expect(accepted.body.code).toBe(200);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect.poll(() => userMenu(page).innerText()).toContain(user.linkman);
  });
});
