import { describe, expect, it } from 'vitest';
import { handler } from '#domains/auth/handler';
import { call } from '#test/api-event';
import { createTestUser, getItem, keys, TEST_PASSWORD } from '#test/fixtures';
import { signIn, tokenFor } from '#test/sign-in';

const change = (token: string, pwd: string, pwd2 = pwd, language = 'zh') =>
  call<{ fieldErrors: Record<string, string> } | null>(handler, {
    method: 'POST',
    path: '/user/update_pwd',
    token,
    body: { pwd, pwd2 },
    language,
  });

const fieldErrors = (response: { result: unknown }) => (response.result as { fieldErrors: Record<string, string> }).fieldErrors;

describe('POST /user/update_pwd: the password policy on the server', () => {
  it.each([
    ['Abcde1!', 'validation.password.length'],
    ['Qmzvtr1!', null],
    ['Abcdefghijklmnopq1!x', null],
    ['Abcdefghijklmnopq1!xy', 'validation.password.length'],
    ['abcdefgh', 'validation.password.classes'],
    ['abcdefg1', 'validation.password.classes'],
    ['qmzvtr1!', null],
    ['QMZVTR1!', null],
    ['Abcdefgh', 'validation.password.classes'],
    ['Qmzvtrw1', null],
    ['Qmzvtrw!', null],
    ['P@ssw0rd', 'validation.password.common'],
  ])('%s → %s', async (password, problem) => {
    const user = await createTestUser();
    const response = await change(await tokenFor(user.userCode), password, password, 'en');
    if (problem === null) {
      expect(response.code, JSON.stringify(response)).toBe(200);
      return;
    }
    expect(response.code).toBe(400);
    const expected = {
      'validation.password.length': 'Password length incorrect, should be 8-20 characters',
      'validation.password.classes': 'Not enough character types; choose at least 3 of uppercase, lowercase, digit, special',
      'validation.password.common': 'This password is too common and easy to guess; choose another',
    }[problem];
    expect(fieldErrors(response).pwd).toBe(expected);
  });

  it('refuses a confirmation that differs, in the confirmation field', async () => {
    const user = await createTestUser();
    const response = await change(await tokenFor(user.userCode), 'Abcdef1!', 'Abcdef1?');
    expect(fieldErrors(response)).toEqual({ pwd2: '两次输入密码不一致!' });
  });

  it('accepts the spec names password and confirmPassword', async () => {
    const user = await createTestUser();
    const response = await call(handler, {
      method: 'POST',
      path: '/user/update_pwd',
      token: await tokenFor(user.userCode),
      body: { password: 'Spec#Names1', confirmPassword: 'Spec#Names1' },
    });
    expect(response.code).toBe(200);
    expect((await signIn(user.userCode, 'Spec#Names1')).code).toBe(200);
  });

  it('refuses the current password and the last five, and allows the sixth back', async () => {
    const user = await createTestUser();
    const token = await tokenFor(user.userCode);
    expect(fieldErrors(await change(token, TEST_PASSWORD)).pwd).toBe('新密码不能与最近5次使用过的密码相同');
    const passwords = ['Second#Kq1', 'Third#Kq1', 'Fourth#Kq1', 'Fifth#Kq1', 'Sixth#Kq1'];
    for (const password of passwords) expect((await change(token, password)).code).toBe(200);
    // Remembered now: Sixth (current), Fifth, Fourth, Third, Second. The first one has dropped out.
    expect(fieldErrors(await change(token, 'Second#Kq1')).pwd).toBe('新密码不能与最近5次使用过的密码相同');
    expect((await change(token, TEST_PASSWORD)).code).toBe(200);
  });

  it('clears the first-login and expiry flags and ends every other session of the account', async () => {
    const old = new Date(Date.now() - 100 * 86_400_000).toISOString();
    const user = await createTestUser({ mustChangePassword: true, pwdChangedAt: old });
    const current = await tokenFor(user.userCode);
    const other = await tokenFor(user.userCode);
    expect((await change(current, 'Brand#New1')).code).toBe(200);
    expect((await call(handler, { path: '/user/info', token: other })).code).toBe(401);
    const info = await call<{ loginPwdState: string; pwdExpireState: string; pwdExpireTime: number }>(handler, {
      path: '/user/info',
      token: current,
    });
    expect(info.result).toMatchObject({ loginPwdState: '0', pwdExpireState: '0', pwdExpireTime: 90 });
    const stored = await getItem(keys.user(user.id));
    expect(stored?.passwordHistory).toHaveLength(1);
    expect(stored?.version).toBe(2);
  });

  it('needs a session', async () => {
    expect((await call(handler, { method: 'POST', path: '/user/update_pwd', body: { pwd: 'Abcdef1!', pwd2: 'Abcdef1!' } })).code).toBe(401);
  });
});
