import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES, pathOf } from './support/shell';
import { LOGIN_PATH, LoginForm, UI } from './support/sign-in';
import { useBrowserSuite } from './support/suite';
import { signInFailure, toasts } from './support/ui';

/**
 * Sign-in errors stay in the form until the next attempt and are said once: a field's under the field
 * (and in its description), any other in the form's alert; never in a toast that fades (issue 11).
 */

/** The error under one field (each field is a role=group holding its label, input and alert). */
function fieldError(page: Page, label: string): Locator {
  return page
    .getByRole('group')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .getByRole('alert');
}

/** A code that cannot be the answer. */
function wrongCode(answer: string): string {
  return answer === 'zzzz' ? 'yyyy' : 'zzzz';
}

async function imageSrc(form: LoginForm): Promise<string | null> {
  return form.captchaImage.locator('img').getAttribute('src');
}

describe('sign-in errors', () => {
  const suite = useBrowserSuite();

  it('a wrong captcha shows the server message, fetches a new captcha and keeps the typed password (zh)', async () => {
    const page = await suite.newPage();
    const form = new LoginForm(page);
    const firstKey = await form.open();
    const firstImage = await imageSrc(form);
    const admin = suite.account('admin');
    await form.fillCredentials(admin);

    const { body } = await form.submitCaptcha(wrongCode(await suite.captchas.answer(firstKey)));
    expect(body).toMatchObject({ code: 400, message: MESSAGES.zh.error.captchaWrong });

    const secondKey = await form.newCaptchaKey(firstKey);
    expect(secondKey).not.toBe(firstKey);
    expect(await imageSrc(form)).not.toBe(firstImage);
    // The failed attempt consumed the first captcha.
    await expect(suite.captchas.answer(firstKey)).rejects.toThrow(/No captcha/);

    expect(await fieldError(page, UI.zh.login.captcha).innerText()).toBe(MESSAGES.zh.error.captchaWrong);
    expect(await form.captcha.getAttribute('aria-describedby')).toBe('login-captcha-error');
    expect(await page.getByText(MESSAGES.zh.error.captchaWrong, { exact: true }).count()).toBe(1);
    expect(await toasts(page).getByRole('listitem').count()).toBe(0);
    expect(await form.password.inputValue()).toBe(admin.password);
    expect(await form.username.inputValue()).toBe(admin.userCode);
    expect(await form.captcha.inputValue()).toBe('');

    // The kept password and the new captcha sign in.
    const retry = await form.submitCaptcha(await suite.captchas.answer(secondKey));
    expect(retry.body.code).toBe(200);
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });

  it('a wrong password shows 账号或密码错误 and keeps the form filled (zh)', async () => {
    const page = await suite.newPage();
    const form = new LoginForm(page);
    const key = await form.open();
    // An account nobody uses, so no demo account moves towards the lockout.
    await form.fillCredentials({ userCode: 'browser-test-nobody', password: 'Wrong#Password1' });

    const { body } = await form.submitCaptcha(await suite.captchas.answer(key));
    expect(body).toMatchObject({ code: 400, message: MESSAGES.zh.error.loginFailed });
    expect(await form.newCaptchaKey(key)).not.toBe(key);

    await signInFailure(form.form, 'zh', '账号或密码错误').waitFor();
    expect(await toasts(page).getByRole('listitem').count()).toBe(0);
    expect(await form.password.inputValue()).toBe('Wrong#Password1');
    expect(pathOf(page)).toBe('/login');
    // Still shown while the next attempt is typed.
    await form.captcha.fill('abcd');
    expect(await signInFailure(form.form, 'zh', '账号或密码错误').count()).toBe(1);
  });

  it('shows the server messages in English after the English checkbox is ticked', async () => {
    const page = await suite.newPage();
    const zhForm = new LoginForm(page);
    const firstKey = await zhForm.open();
    await page.getByRole('checkbox', { name: 'English', exact: true }).click();
    const form = zhForm.in('en');
    await form.form.waitFor();

    // A wrong captcha on an unknown account…
    await form.fillCredentials({ userCode: 'browser-test-nobody-en', password: 'Wrong#Password2' });
    const captchaWrong = await form.submitCaptcha(wrongCode(await suite.captchas.answer(firstKey)));
    expect(captchaWrong.body).toMatchObject({ code: 400, message: 'The captcha is wrong or has expired' });
    await fieldError(page, UI.en.login.captcha).getByText('The captcha is wrong or has expired', { exact: true }).waitFor();
    const secondKey = await form.newCaptchaKey(firstKey);
    expect(await form.password.inputValue()).toBe('Wrong#Password2');

    // …then one wrong password on a demo account (a single failure; the lockout needs five).
    await form.fillCredentials({ userCode: suite.account('DHMC').userCode, password: 'Wrong#Password3' });
    const loginFailed = await form.submitCaptcha(await suite.captchas.answer(secondKey));
    expect(loginFailed.body).toMatchObject({ code: 400, message: 'Incorrect account or password' });
    await signInFailure(form.form, 'en', 'Incorrect account or password').waitFor();
    expect(await form.newCaptchaKey(secondKey)).not.toBe(secondKey);
    expect(await form.password.inputValue()).toBe('Wrong#Password3');
  });

  it('validates empty and short fields in the browser without calling the server (zh defaults)', async () => {
    const page = await suite.newPage();
    const logins: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === LOGIN_PATH) logins.push(request.url());
    });
    const form = new LoginForm(page);
    const key = await form.open();

    await form.submit.click();
    await fieldError(page, UI.zh.login.username).getByText('请输入账号', { exact: true }).waitFor();
    expect(await fieldError(page, UI.zh.login.password).innerText()).toBe('请输入密码');
    expect(await fieldError(page, UI.zh.login.captcha).innerText()).toBe('请输入验证码');
    expect(await form.username.getAttribute('aria-invalid')).toBe('true');

    await form.fillCredentials(suite.account('owner'));
    await form.captcha.fill('ab');
    await form.captcha.press('Enter');
    await fieldError(page, UI.zh.login.captcha).getByText('请输入4位验证码', { exact: true }).waitFor();
    expect(await fieldError(page, UI.zh.login.username).count()).toBe(0);
    expect(await fieldError(page, UI.zh.login.password).count()).toBe(0);

    expect(logins).toEqual([]);
    // Nothing reached the server, so the shown captcha is still unused.
    expect(await suite.captchas.answer(key)).toMatch(/^[a-z0-9]{4}$/);

    // Clicking the image shows a new captcha.
    const before = await imageSrc(form);
    const refreshed = await form.refreshCaptcha();
    expect(refreshed).not.toBe(key);
    expect(await imageSrc(form)).not.toBe(before);
  });
});
