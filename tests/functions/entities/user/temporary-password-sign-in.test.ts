import { afterEach, describe, expect, it, vi } from 'vitest';
import { temporaryPasswordExpired } from '#domains/auth/data/temporary-password-expiry';
import { handler as authHandler } from '#domains/auth/handler';
import { getUser, type UserRecord, resetToTemporaryPassword } from '#entities/user';
import { prehashPassword } from '#kit/crypto/password';
import { call } from '#test/api-event';
import { createTestUser, getItem, keys, uniqueCode } from '#test/fixtures';
import { mailedSignInCode } from '#test/mail-codes';
import { lastMailTo } from '#test/outbox';
import { signIn, tokenFor } from '#test/sign-in';

const HOUR_MS = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS);
const account = () => createTestUser({ email: `${uniqueCode('tmp')}@example.com`.toLowerCase() });

/** An account whose temporary password was issued `hours` ago. */
async function resetHoursAgo(hours: number) {
  const user = await account();
  const { temporaryPassword } = await resetToTemporaryPassword(user, hoursAgo(hours));
  return { user, temporaryPassword };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('signing in with a temporary password', () => {
  it('is refused once 72 hours have passed, telling the holder to ask the administrator, in the caller’s language', async () => {
    const { user, temporaryPassword } = await resetHoursAgo(72.01);
    expect(await signIn(user.userCode, temporaryPassword)).toMatchObject({
      code: 400,
      message: '临时密码已超过 72 小时有效期，请联系管理员重新获取密码',
      result: null,
    });
    expect(await signIn(user.userCode, temporaryPassword, 'en')).toMatchObject({
      code: 400,
      message: 'Your temporary password has passed its 72-hour validity; ask your administrator for a new one',
    });
    expect((await getItem(keys.user(user.id)))?.lastLoginTime).toBe('');
  });

  it('is refused after 72 hours on the mail-code sign-in too, leaving the code for a later attempt', async () => {
    const { user, temporaryPassword } = await resetHoursAgo(73);
    expect((await call(authHandler, { method: 'POST', path: '/cap_mail_login', body: { username: user.userCode } })).code).toBe(200);
    const code = mailedSignInCode((await lastMailTo(user.email))?.text ?? '', user.userCode);
    const body = { username: user.userCode, password: prehashPassword(temporaryPassword), mailCode: code };
    expect(await call(authHandler, { method: 'POST', path: '/auth/login', body })).toMatchObject({
      code: 400,
      message: '临时密码已超过 72 小时有效期，请联系管理员重新获取密码',
    });
  });

  it('says nothing about the expiry to a wrong password', async () => {
    const { user } = await resetHoursAgo(80);
    expect(await signIn(user.userCode, 'Wrong#Pass123')).toMatchObject({ code: 400, message: '账号或密码错误' });
  });

  it('works within the 72 hours, and the account must change it (loginPwdState 1)', async () => {
    const { user, temporaryPassword } = await resetHoursAgo(71.9);
    const token = await tokenFor(user.userCode, temporaryPassword);
    const info = await call<{ loginPwdState: string }>(authHandler, { path: '/user/info', token });
    expect(info.result.loginPwdState).toBe('1');
  });

  it('no longer expires once the forced change is made', async () => {
    const { user, temporaryPassword } = await resetHoursAgo(71.9);
    const token = await tokenFor(user.userCode, temporaryPassword);
    const chosen = 'Chosen#Pass2468';
    const changed = await call(authHandler, { method: 'POST', path: '/user/update_pwd', token, body: { pwd: chosen, pwd2: chosen } });
    expect(changed.code).toBe(200);
    const stored = (await getUser(user.id))!;
    expect(stored.mustChangePassword).toBe(false);
    // The chosen password has no expiry of its own: the temporary one's is gone from the record.
    expect(stored.tempPasswordExpiresAt).toBeUndefined();
    expect(temporaryPasswordExpired(stored, new Date(Date.now() + 10 * HOUR_MS))).toBe(false);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + HOUR_MS);
    expect((await signIn(user.userCode, chosen)).code).toBe(200);
  });
});

describe('temporaryPasswordExpired', () => {
  const record = (fields: Partial<UserRecord>) => ({ mustChangePassword: true, ...fields });
  const at = new Date('2026-03-04T02:00:00.000Z');

  it('is true from the expiry on, while the password must still be changed', () => {
    expect(temporaryPasswordExpired(record({ tempPasswordExpiresAt: at.toISOString() }), new Date(at.getTime() - 1))).toBe(false);
    expect(temporaryPasswordExpired(record({ tempPasswordExpiresAt: at.toISOString() }), at)).toBe(true);
    expect(temporaryPasswordExpired(record({ tempPasswordExpiresAt: at.toISOString(), mustChangePassword: false }), at)).toBe(false);
  });

  it('never applies to a password that was not issued as temporary', () => {
    expect(temporaryPasswordExpired(record({}), new Date('2099-01-01T00:00:00.000Z'))).toBe(false);
  });
});
