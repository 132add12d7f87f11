import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { newPasswordSchema } from '@sddp/shared';
import { handler as authHandler } from '#domains/auth/handler';
import {
  getUser,
  type UserRecord,
  mailTemporaryPassword,
  newTemporaryPassword,
  resetToTemporaryPassword,
  TEMPORARY_PASSWORD_HOURS,
  chinaWallClock,
} from '#entities/user';
import { resetConfigForTests } from '#kit/config';
import { prehashPassword, verifyPassword } from '#kit/crypto/password';
import { configuredPasswordPolicy } from '#kit/password-policy';
import { screenPassword } from '#kit/password-screen/screen-password';
import { call } from '#test/api-event';
import { createTestUser, getItem, keys, TEST_PASSWORD, uniqueCode } from '#test/fixtures';
import { lastMailTo } from '#test/outbox';
import { signIn, tokenFor } from '#test/sign-in';

const HOUR_MS = 3_600_000;
const address = () => `${uniqueCode('tmp')}@example.com`.toLowerCase();
const account = (fields: Partial<UserRecord> = {}) => createTestUser({ email: address(), linkman: '李工', ...fields });

describe('newTemporaryPassword', () => {
  it('meets the configured policy and the screen, differs each time, and makes the fields of a temporary password', async () => {
    const now = new Date('2026-03-01T02:00:00.000Z');
    const issued = await Promise.all(Array.from({ length: 3 }, () => newTemporaryPassword(now)));
    expect(new Set(issued.map(({ plain }) => plain)).size).toBe(3);
    for (const { plain, expiresAt, fields } of issued) {
      expect(newPasswordSchema(configuredPasswordPolicy()).safeParse(plain).success, plain).toBe(true);
      expect(screenPassword(plain)).toBeUndefined();
      expect(expiresAt).toBe('2026-03-04T02:00:00.000Z');
      expect(fields).toEqual({
        passwordHash: expect.any(String),
        mustChangePassword: true,
        pwdChangedAt: now.toISOString(),
        tempPasswordExpiresAt: expiresAt,
        sessionsValidFrom: now.toISOString(),
      });
      await expect(verifyPassword(prehashPassword(plain), fields.passwordHash)).resolves.toBe(true);
    }
    expect(TEMPORARY_PASSWORD_HOURS).toBe(72);
  });
});

describe('resetToTemporaryPassword', () => {
  it('sets a new password (versioned, remembered, must be changed), ends the sessions and mails it; the admin is answered it once', async () => {
    const created = await account();
    const before = await tokenFor(created.userCode);
    const user = (await getUser(created.id))!;
    const now = new Date();
    const answer = await resetToTemporaryPassword(user, now);

    expect(answer).toEqual({
      userId: user.id,
      userCode: user.userCode,
      temporaryPassword: expect.any(String),
      expiresAt: new Date(now.getTime() + 72 * HOUR_MS).toISOString(),
      mailedTo: user.email,
    });
    const stored = (await getItem(keys.user(user.id))) as UserRecord;
    expect(stored).toMatchObject({
      mustChangePassword: true,
      pwdExpired: false,
      tempPasswordExpiresAt: answer.expiresAt,
      sessionsValidFrom: now.toISOString(),
    });
    expect(stored.version).toBeGreaterThan(user.version);
    expect(stored.passwordHistory[0]).toBe(user.passwordHash);

    expect((await call(authHandler, { path: '/user/info', token: before })).code).toBe(401);
    const fresh = await tokenFor(user.userCode, answer.temporaryPassword);
    const info = await call<{ loginPwdState: string }>(authHandler, { path: '/user/info', token: fresh });
    expect(info.result.loginPwdState).toBe('1');
    await expect(tokenFor(user.userCode, TEST_PASSWORD)).rejects.toThrow(/sign-in failed/);
  });

  it('mails the account in zh before it has signed in: its account, the password and the expiry in Beijing time', async () => {
    const user = await account();
    const answer = await resetToTemporaryPassword(user, new Date('2026-03-01T02:00:00.000Z'));
    const mail = await lastMailTo(user.email);
    expect(mail?.subject).toBe('密码已重置 - 供应商数字化交付管理平台');
    expect(mail?.text).toContain('李工，您好');
    expect(mail?.text).toContain(`账号 ${user.userCode} 的密码`);
    expect(mail?.text).toContain(`临时密码：${answer.temporaryPassword}`);
    expect(mail?.text).toContain('密码有效期至 2026-03-04 10:00（北京时间，72 小时内有效）');
    expect(mail?.text).toContain('http://sddp.test/login');
  });

  it("mails in the language of the account's last sign-in, recorded by the sign-in", async () => {
    const user = await account();
    expect((await signIn(user.userCode, TEST_PASSWORD, 'en')).code).toBe(200);
    const signedIn = (await getUser(user.id))!;
    expect(signedIn.language).toBe('en');

    const now = new Date();
    const answer = await resetToTemporaryPassword(signedIn, now);
    const mail = await lastMailTo(user.email);
    expect(mail?.subject).toBe('Your password was reset - Supplier Digital Delivery and Management Platform');
    expect(mail?.text).toContain(`your account ${user.userCode}`);
    expect(mail?.text).toContain(`Temporary password: ${answer.temporaryPassword}`);
    expect(mail?.text).toContain(`valid until ${chinaWallClock(answer.expiresAt)} (China Standard Time, 72 hours)`);

    expect((await signIn(user.userCode, answer.temporaryPassword, 'zh')).code).toBe(200);
    expect((await getUser(user.id))?.language).toBe('zh');
  });

  it('mails nothing to an account without an e-mail and answers an empty address', async () => {
    const user = await account({ email: '' });
    const answer = await resetToTemporaryPassword(user);
    expect(answer.mailedTo).toBe('');
    await expect(tokenFor(user.userCode, answer.temporaryPassword)).resolves.toEqual(expect.any(String));
  });

  it('refuses a stale record as a conflict and changes nothing', async () => {
    const user = await account();
    await resetToTemporaryPassword(user);
    const afterFirst = await getItem(keys.user(user.id));
    await expect(resetToTemporaryPassword(user)).rejects.toMatchObject({ code: 409 });
    expect(await getItem(keys.user(user.id))).toEqual(afterFirst);
  });

  it('keeps the history rule: the forced change may not go back to the password before the reset', async () => {
    const user = await account();
    const answer = await resetToTemporaryPassword(user);
    const token = await tokenFor(user.userCode, answer.temporaryPassword);
    const change = (pwd: string) =>
      call(authHandler, { method: 'POST', path: '/user/update_pwd', token, body: { pwd, pwd2: pwd }, language: 'en' });
    expect(await change(TEST_PASSWORD)).toMatchObject({ code: 400 });
    expect(await change(answer.temporaryPassword)).toMatchObject({ code: 400 });
    expect((await getItem(keys.user(user.id)))?.mustChangePassword).toBe(true);
  });
});

describe('mailTemporaryPassword', () => {
  it("writes the created mail in the fallback language until the account has one, then in the account's", async () => {
    const user = await account();
    expect(await mailTemporaryPassword(user, 'Abc#Temp2345x', '2026-03-04T02:00:00.000Z', 'created', 'en')).toBe(user.email);
    const english = await lastMailTo(user.email);
    expect(english?.subject).toBe('Your account and initial password - Supplier Digital Delivery and Management Platform');
    expect(english?.text).toContain('Initial password: Abc#Temp2345x');
    await mailTemporaryPassword({ ...user, language: 'zh' }, 'Abc#Temp2345x', '2026-03-04T02:00:00.000Z', 'created', 'en');
    expect((await lastMailTo(user.email))?.subject).toBe('账号与初始密码 - 供应商数字化交付管理平台');
  });

  it('answers an empty address when the mail cannot be sent, so that the administrator passes the password on', async () => {
    const user = await account();
    const original = process.env.OUTBOX_DIR;
    const blocked = mkdtempSync(join(tmpdir(), 'sddp-blocked-outbox-'));
    // A file where the outbox directory should be: the capture fails as a transport failure.
    writeFileSync(join(blocked, 'file'), '');
    process.env.OUTBOX_DIR = join(blocked, 'file', 'outbox');
    resetConfigForTests();
    const logged = [vi.spyOn(console, 'log'), vi.spyOn(console, 'error')].map((spy) => spy.mockImplementation(() => undefined));
    try {
      expect(await mailTemporaryPassword(user, 'Abc#Temp2345x', '2026-03-04T02:00:00.000Z', 'reset')).toBe('');
    } finally {
      logged.forEach((spy) => spy.mockRestore());
      process.env.OUTBOX_DIR = original;
      resetConfigForTests();
      rmSync(blocked, { recursive: true, force: true });
    }
  });
});
