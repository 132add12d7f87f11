import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { SECURITY } from '@sddp/shared';
import { CODE_RULES, checkCode, issueCode } from '#domains/auth/data/verification-codes';
import { handler } from '#domains/auth/handler';
import { createSession } from '#entities/session';
import { db, tableName } from '#kit/db/client';
import { call } from '#test/api-event';
import { createTestUser, getItem, keys } from '#test/fixtures';
import { signIn, tokenFor } from '#test/sign-in';

describe('limits that hold under parallel requests', () => {
  it('parallel wrong guesses cannot use more attempts than a code has', async () => {
    const target = `race-${Date.now()}@example.com`;
    const code = await issueCode('mail', target);
    const wrong = code === '0000' ? '1111' : '0000';
    const results = await Promise.all(Array.from({ length: 12 }, () => checkCode('mail', target, wrong)));
    expect(results.every((ok) => !ok)).toBe(true);
    expect(Number((await getItem(keys.code('mail', target)))?.attempts)).toBe(CODE_RULES.maxAttempts);
    expect(await checkCode('mail', target, code)).toBe(false);
  });

  it('e-mail codes match whatever the letter case of the address', async () => {
    const target = `Mixed-${Date.now()}@Example.COM`;
    const code = await issueCode('mail', target);
    expect(await checkCode('mail', target.toLowerCase(), code)).toBe(true);
  });

  it('parallel wrong sign-ins cannot exceed the lockout limit', async () => {
    const user = await createTestUser();
    const attempts = await Promise.all(Array.from({ length: 10 }, () => signIn(user.userCode, 'Wrong#Pass1')));
    expect(attempts.every((response) => response.code === 400)).toBe(true);
    expect(Number((await getItem(keys.loginFailures(user.userCode)))?.failures)).toBe(SECURITY.loginFailuresBeforeLock);
    expect((await signIn(user.userCode)).code).toBe(400);
  });

  it('failures from an ended window no longer count', async () => {
    const user = await createTestUser();
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.loginFailures(user.userCode),
          failures: SECURITY.loginFailuresBeforeLock,
          expiresAt: Math.floor(Date.now() / 1000) - 1,
        },
      }),
    );
    expect((await signIn(user.userCode)).code).toBe(200);
  });
});

describe('the account lifecycle is enforced by the server', () => {
  it('a pending password change allows only the change itself and the session basics', async () => {
    const user = await createTestUser({ mustChangePassword: true });
    const token = await tokenFor(user.userCode);
    expect((await call(handler, { path: '/project/user_project_list', token })).code).toBe(200);
    const blocked = await call(handler, {
      method: 'POST',
      path: '/user/update_detail_simple',
      token,
      language: 'en',
      body: { linkman: 'a', linkPhone: '13900001111', email: 'a@b.cn' },
    });
    expect(blocked).toMatchObject({ code: 403, message: 'Please change your password first' });
    expect(
      (await call(handler, { method: 'POST', path: '/user/update_pwd', token, body: { pwd: 'Changed#Kq11', pwd2: 'Changed#Kq11' } })).code,
    ).toBe(200);
  });

  it('an expired password blocks the same way', async () => {
    const user = await createTestUser({ pwdChangedAt: new Date(Date.now() - 95 * 86_400_000).toISOString() });
    const token = await tokenFor(user.userCode);
    expect((await call(handler, { method: 'POST', path: '/cap_mail', token, body: { email: 'x@y.cn' } })).code).toBe(403);
  });

  it('an account without an e-mail may only complete its information', async () => {
    const user = await createTestUser({ email: '' });
    const token = await tokenFor(user.userCode);
    const profile = await call(handler, {
      method: 'POST',
      path: '/user/update_detail_simple',
      token,
      body: { linkman: 'a', linkPhone: '13900001111', email: 'a@b.cn' },
    });
    expect(profile).toMatchObject({ code: 403, message: '请先完善账号信息' });
    expect((await call(handler, { method: 'POST', path: '/cap_mail', token, body: { email: `ok-${Date.now()}@y.cn` } })).code).toBe(200);
  });

  it('a password change invalidates older sessions even if their items survive', async () => {
    const user = await createTestUser();
    const token = await tokenFor(user.userCode);
    expect(
      (await call(handler, { method: 'POST', path: '/user/update_pwd', token, body: { pwd: 'Changed#Kq22', pwd2: 'Changed#Kq22' } })).code,
    ).toBe(200);
    const stale = await createSession(user, { sourceIp: '', userAgent: '' }, new Date(Date.now() - 60_000));
    expect((await call(handler, { path: '/user/info', token: stale.token })).code).toBe(401);
    expect((await call(handler, { path: '/user/info', token })).code).toBe(200);
  });
});
