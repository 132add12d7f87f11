import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CODE_RULES } from '#domains/auth/data/verification-codes';
import { issueExtensionLink } from './support/api';
import { useLifecycleSuite } from './support/lifecycle';
import { codeIn, otherCode } from './support/outbox';
import { pathOf } from './support/shell';
import { LoginForm, UI, userMenu, type LoginEnvelope } from './support/sign-in';
import { fieldError, isPost, message, signInFailure, toast } from './support/ui';

const zh = UI.zh;

/** Runs `action` and resolves with the envelope of the POST to `path` it caused. */
async function answerTo(page: Page, path: string, action: () => Promise<void>): Promise<LoginEnvelope> {
  const response = page.waitForResponse(isPost(path));
  response.catch(() => undefined);
  await action();
  return (await (await response).json()) as LoginEnvelope;
}

describe('account lifecycle: phone and extension sign-in', () => {
  const life = useLifecycleSuite();
  const { suite, outbox } = life;

  it('phone login: the send button counts down, a wrong SMS code shows the server message, the right one signs in', async () => {
    const user = await life.freshUser();
    const page = await suite.newPage();
    await page.goto('/login');
    await new LoginForm(page).form.waitFor();
    await page.getByRole('tab', { name: zh.login.phoneHeading, exact: true }).click();
    const form = page.getByRole('form', { name: zh.login.phoneHeading });
    const phone = form.getByLabel(zh.login.phone, { exact: true });
    const code = form.getByLabel(zh.login.smsCode, { exact: true });
    await phone.fill(user.phone);

    const seen = await outbox.seen();
    const requested = page.waitForResponse((response) => new URL(response.url()).pathname === '/user-api/cap_sms_login');
    await form.getByRole('button', { name: zh.login.backToAccount }).waitFor();
    await form.getByRole('button', { name: zh.code.send, exact: true }).click();
    expect((await requested).status()).toBe(200);
    await toast(page, message('zh', 'message.smsSent'));

    // The button rests for 60 s, showing 'Ns', disabled.
    const countdown = form.getByRole('button', { name: /^\d{1,2}s$/ });
    await countdown.waitFor();
    expect(await countdown.isDisabled()).toBe(true);
    const seconds = Number((await countdown.innerText()).trim().replace(/s$/, ''));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(await form.getByRole('button', { name: zh.code.send, exact: true }).count()).toBe(0);

    const sms = await outbox.nextSms(user.phone, seen);
    const sent = codeIn(sms);
    expect(sms.text).toBe(message('zh', 'notify.smsLogin', { code: sent, minutes: CODE_RULES.ttlMinutes }));

    // A wrong code: the server's message under the field, said once (no toast); still on /login.
    await code.fill(otherCode(sent));
    const submit = form.getByRole('button', { name: zh.login.submit, exact: true });
    const wrong = await answerTo(page, '/user-api/auth/phone_login', () => submit.click());
    const wrongMessage = message('zh', 'validation.smsCode.wrong');
    expect(wrong).toMatchObject({ code: 400, message: wrongMessage });
    await fieldError(form, zh.login.smsCode).getByText(wrongMessage, { exact: true }).waitFor();
    expect(await page.getByText(wrongMessage, { exact: true }).count()).toBe(1);
    expect(pathOf(page)).toBe('/login');

    // The wrong attempt did not spend the code: the right one signs in.
    await code.fill(sent);
    const right = await answerTo(page, '/user-api/auth/phone_login', () => submit.click());
    expect(right.code).toBe(200);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect.poll(() => userMenu(page).innerText()).toContain(user.linkman);
  });

  it('an extension link /login?k=… shows only the extension field, 4321 + Enter signs in, and the link works once', async () => {
    const user = await life.freshUser({ extension: '4321' });
    const link = await issueExtensionLink(suite.platform.baseUrl, await life.adminToken(), user.id);
    expect(link.url).toBe(`${suite.platform.baseUrl}/login?k=${encodeURIComponent(link.k)}`);

    const page = await suite.newPage();
    await page.goto(link.url);
    const form = page.getByRole('form', { name: zh.login.extensionHeading });
    const extension = form.getByLabel(zh.login.extension, { exact: true });
    await extension.waitFor();
    // Mode 3 alone: no account or phone form, no mode tabs, one text field.
    expect(await page.getByRole('textbox').count()).toBe(1);
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await page.getByRole('form', { name: zh.login.heading }).count()).toBe(0);
    expect(await page.getByLabel(zh.login.password, { exact: true }).count()).toBe(0);
    // The field has the focus, takes digits only and at most 4.
    await expect.poll(() => extension.evaluate((input) => input === document.activeElement)).toBe(true);
    await extension.pressSequentially('43a21');
    expect(await extension.inputValue()).toBe('4321');

    const signedIn = await answerTo(page, '/user-api/auth/fenjihao_login', () => extension.press('Enter'));
    expect(signedIn.code).toBe(200);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // The spent key is not carried along.
    expect(new URL(page.url()).searchParams.has('k')).toBe(false);
    await expect.poll(() => userMenu(page).innerText()).toContain(user.linkman);

    // The same link again, in a fresh browser: the server refuses it.
    const again = await suite.newPage();
    await again.goto(link.url);
    const againField = again.getByRole('form', { name: zh.login.extensionHeading }).getByLabel(zh.login.extension, { exact: true });
    await againField.fill('4321');
    const refused = await answerTo(again, '/user-api/auth/fenjihao_login', () => againField.press('Enter'));
    const invalid = message('zh', 'error.extensionKeyInvalid');
    expect(refused).toMatchObject({ code: 400, message: invalid });
    await signInFailure(again.getByRole('form', { name: zh.login.extensionHeading }), 'zh', invalid).waitFor();
    expect(new URL(again.url()).pathname).toBe('/login');
    expect(await userMenu(again).count()).toBe(0);
  });

  it('/fjLogin?k=1234 keeps its address as it came: a key of digits is not rewritten to k="1234"', async () => {
    const page = await suite.newPage();
    await page.goto('/fjLogin?k=1234');
    await page.getByRole('heading', { name: message('zh', 'route.extensionLogin'), exact: true }).waitFor();
    await page.getByLabel(zh.login.extension, { exact: true }).waitFor();
    expect(pathOf(page)).toBe('/fjLogin?k=1234');
  });

  it('/fjLogin?k=… signs in with the extension without a prior session', async () => {
    const user = await life.freshUser({ extension: '4321' });
    const link = await issueExtensionLink(suite.platform.baseUrl, await life.adminToken(), user.id);

    const page = await suite.newPage();
    await page.goto(`/fjLogin?k=${encodeURIComponent(link.k)}`);
    await page.getByRole('heading', { name: message('zh', 'route.extensionLogin'), exact: true }).waitFor();
    const extension = page.getByLabel(zh.login.extension, { exact: true });
    await extension.fill('4321');
    const signedIn = page.waitForResponse(isPost('/user-api/auth/fenjihao_login'));
    signedIn.catch(() => undefined);
    await extension.press('Enter');
    // The page leaves at once (location.replace), so only the status can be read, not the body.
    expect((await signedIn).status()).toBe(200);
    // The intranet admin page of this build is '/', which opens the dashboard.
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect.poll(() => userMenu(page).innerText()).toContain(user.linkman);
  });
});
