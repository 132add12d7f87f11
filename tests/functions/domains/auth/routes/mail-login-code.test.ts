import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECURITY } from '@sddp/shared';
import { CODE_RULES } from '#domains/auth/data/verification-codes';
import { handler } from '#domains/auth/handler';
import { prehashPassword } from '#kit/crypto/password';
import { call } from '#test/api-event';
import { createTestUser, TEST_PASSWORD, uniqueCode } from '#test/fixtures';
import { mailedSignInCode } from '#test/mail-codes';
import { lastMailTo } from '#test/outbox';
import { signIn, solveCaptcha } from '#test/sign-in';

/** The accessible alternative to the image captcha: a sign-in code mailed to the typed account. */
const requestCode = (username: string, language = 'zh') =>
  call<null>(handler, { method: 'POST', path: '/cap_mail_login', body: { username }, language });
const login = (body: Record<string, unknown>, language = 'zh') =>
  call<{ token: string } | { fieldErrors: Record<string, string> } | null>(handler, {
    method: 'POST',
    path: '/auth/login',
    body,
    language,
  });
const withCode = (username: string, mailCode: string, password = TEST_PASSWORD) =>
  login({ username, password: prehashPassword(password), mailCode });

const freshAddress = () => `${uniqueCode('mail')}@example.com`;

async function mailedCode(user: { email: string; userCode: string }): Promise<string> {
  const mail = await lastMailTo(user.email);
  const code = mailedSignInCode(mail?.text ?? '', user.userCode);
  if (!code) throw new Error(`no sign-in code mailed to ${user.email}`);
  return code;
}

const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /cap_mail_login and /auth/login with mailCode', () => {
  it("mails a 6-digit code to the account, in the caller's language, that signs in in place of the captcha, once", async () => {
    const email = freshAddress();
    const user = await createTestUser({ email });
    const answer = await requestCode(user.userCode, 'en');
    expect({ code: answer.code, result: answer.result }).toEqual({ code: 200, result: null });
    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe('Your sign-in code - Supplier Digital Delivery and Management Platform');
    expect(mail?.text).toContain(`The sign-in code of account ${user.userCode} is`);
    const code = await mailedCode(user);
    const signedIn = await withCode(user.userCode, code);
    expect(signedIn.code).toBe(200);
    expect((signedIn.result as { token: string }).token).toBeTruthy();
    const again = await withCode(user.userCode, code);
    expect(again.result).toEqual({ fieldErrors: { mailCode: '登录验证码错误或已过期' } });
  });

  it('answers the same for an unknown, a disabled and an e-mail-less account, and mails none of them', async () => {
    const disabledAddress = freshAddress();
    const disabled = await createTestUser({ state: '0', email: disabledAddress });
    const noMail = await createTestUser({ email: '' });
    for (const username of [uniqueCode('nobody'), disabled.userCode, noMail.userCode]) {
      const answer = await requestCode(username);
      expect({ code: answer.code, message: answer.message, result: answer.result }).toEqual({
        code: 200,
        message: expect.any(String),
        result: null,
      });
    }
    expect(await lastMailTo(disabledAddress)).toBeUndefined();
  });

  it('limits the sends per typed account name, known or not, with the same answer', async () => {
    const user = await createTestUser({ email: freshAddress() });
    const unknown = uniqueCode('nobody');
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    for (const username of [user.userCode, unknown]) expect((await requestCode(username)).code).toBe(200);
    vi.setSystemTime(start + 30_000);
    const early = [await requestCode(user.userCode, 'en'), await requestCode(unknown, 'en')];
    expect(early.map(({ code, message }) => ({ code, message }))).toEqual([
      { code: 429, message: 'Sent too often, please retry in 30 s' },
      { code: 429, message: 'Sent too often, please retry in 30 s' },
    ]);
  });

  it('keeps the code across a wrong password, and the failure still counts towards the lock', async () => {
    const email = freshAddress();
    const user = await createTestUser({ email });
    await requestCode(user.userCode);
    const code = await mailedCode(user);
    const wrongPassword = await withCode(user.userCode, code, 'Wrong#Pass1');
    expect(wrongPassword.message).toBe('账号或密码错误');
    expect((await withCode(user.userCode, code)).code).toBe(200);

    const locked = await createTestUser({ email: freshAddress() });
    for (let attempt = 0; attempt < SECURITY.loginFailuresBeforeLock; attempt++)
      expect((await signIn(locked.userCode, 'Wrong#Pass1')).code).toBe(400);
    await requestCode(locked.userCode);
    expect((await withCode(locked.userCode, await mailedCode(locked))).message).toBe('账号或密码错误');
  });

  it('spends the code after too many wrong tries, and a code is good only for its own account', async () => {
    const email = freshAddress();
    const user = await createTestUser({ email });
    const other = await createTestUser({ email: freshAddress() });
    await requestCode(user.userCode);
    const code = await mailedCode(user);
    expect((await withCode(other.userCode, code)).result).toEqual({ fieldErrors: { mailCode: '登录验证码错误或已过期' } });
    for (let attempt = 0; attempt < CODE_RULES.maxAttempts; attempt++)
      expect((await withCode(user.userCode, otherCode(code))).code).toBe(400);
    expect((await withCode(user.userCode, code)).code).toBe(400);
  });

  it('expires a code after 5 minutes', async () => {
    const email = freshAddress();
    const user = await createTestUser({ email });
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    await requestCode(user.userCode);
    vi.setSystemTime(start + (CODE_RULES.ttlMinutes * 60 + 1) * 1000);
    expect((await withCode(user.userCode, await mailedCode(user))).code).toBe(400);
  });

  it('takes exactly one of the captcha with its key or the mailed code, with localised field messages', async () => {
    const user = await createTestUser();
    const { key, answer } = await solveCaptcha();
    const base = { username: user.userCode, password: prehashPassword(TEST_PASSWORD) };
    const both = await login({ ...base, captcha: answer, key, mailCode: '123456' }, 'en');
    expect(both.result).toEqual({ fieldErrors: { mailCode: 'Enter either the captcha or the e-mailed sign-in code, not both' } });
    const neither = await login(base, 'en');
    expect(neither.result).toEqual({ fieldErrors: { captcha: 'Please enter captcha', key: 'The captcha is wrong or has expired' } });
    const short = await login({ ...base, mailCode: '1234' });
    expect(short.result).toEqual({ fieldErrors: { mailCode: '请输入6位登录验证码' } });
    expect((await login({ ...base, mailCode: 'abcdef' })).result).toEqual({ fieldErrors: { mailCode: '请输入6位登录验证码' } });
    // The captcha path is unchanged.
    expect((await login({ ...base, captcha: answer, key })).code).toBe(200);
  });
});
