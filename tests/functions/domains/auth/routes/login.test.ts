import { describe, expect, it } from 'vitest';
import { SECURITY } from '@sddp/shared';
import { handler } from '#domains/auth/handler';
import { prehashPassword } from '#kit/crypto/password';
import { sha256Hex } from '#kit/crypto/tokens';
import { call } from '#test/api-event';
import { createTestUser, getItem, keys, TEST_PASSWORD, uniqueCode } from '#test/fixtures';
import { signIn, solveCaptcha } from '#test/sign-in';

const login = (body: Record<string, unknown>, language?: string) =>
  call<{ token: string } | { fieldErrors: Record<string, string> } | null>(handler, {
    method: 'POST',
    path: '/auth/login',
    body,
    ...(language ? { language } : {}),
  });

describe('POST /auth/login', () => {
  it('signs in with the right captcha and password and stores only the hash of the token', async () => {
    const user = await createTestUser();
    const response = await signIn(user.userCode);
    expect(response.code).toBe(200);
    const token = (response.result as { token: string }).token;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const session = await getItem(keys.session(sha256Hex(token)));
    expect(session?.userId).toBe(user.id);
    expect(JSON.stringify(session)).not.toContain(token);
    expect((await getItem(keys.user(user.id)))?.lastLoginTime).not.toBe('');
  });

  it('trims the username and accepts the spec query names userName and pwd', async () => {
    const user = await createTestUser();
    const { key, answer } = await solveCaptcha();
    const response = await call<{ token: string }>(handler, {
      method: 'POST',
      path: '/auth/login',
      query: { userName: `  ${user.userCode}  `, pwd: prehashPassword(TEST_PASSWORD), captcha: answer, key },
    });
    expect(response.code).toBe(200);
    expect(response.result.token).toBeTruthy();
  });

  it('rejects a wrong captcha with a localised message and consumes it', async () => {
    const user = await createTestUser();
    const { key, answer } = await solveCaptcha();
    const wrong = answer === 'abcd' ? 'abce' : 'abcd';
    const body = { username: user.userCode, password: prehashPassword(TEST_PASSWORD), key };
    const zh = await login({ ...body, captcha: wrong });
    expect(zh.status).toBe(400);
    expect(zh.message).toBe('验证码错误或已过期');
    const retry = await login({ ...body, captcha: answer }, 'en');
    expect(retry.code).toBe(400);
    expect(retry.message).toBe('The captcha is wrong or has expired');
  });

  it('accepts the captcha in any letter case', async () => {
    const user = await createTestUser();
    const { key, answer } = await solveCaptcha();
    const response = await login({ username: user.userCode, password: prehashPassword(TEST_PASSWORD), key, captcha: answer.toUpperCase() });
    expect(response.code).toBe(200);
  });

  it('answers a wrong password, an unknown account and a disabled account with one message', async () => {
    const user = await createTestUser();
    const disabled = await createTestUser({ state: '0' });
    const wrongPassword = await signIn(user.userCode, 'Wrong#Pass1', 'en');
    const unknown = await signIn(uniqueCode('nobody'), TEST_PASSWORD, 'en');
    const disabledAttempt = await signIn(disabled.userCode, TEST_PASSWORD, 'en');
    for (const response of [wrongPassword, unknown, disabledAttempt]) {
      expect(response.code).toBe(400);
      expect(response.message).toBe('Incorrect account or password');
      expect(response.result).toBeNull();
    }
  });

  it('locks the account after repeated failures, even for the right password', async () => {
    const user = await createTestUser();
    for (let attempt = 0; attempt < SECURITY.loginFailuresBeforeLock; attempt++) {
      expect((await signIn(user.userCode, 'Wrong#Pass1')).code).toBe(400);
    }
    const locked = await signIn(user.userCode);
    expect(locked.code).toBe(400);
    expect(locked.message).toBe('账号或密码错误');
    expect((await getItem(keys.loginFailures(user.userCode)))?.lockedUntil).toBeTruthy();
  });

  it('clears the failure count after a successful sign-in', async () => {
    const user = await createTestUser();
    await signIn(user.userCode, 'Wrong#Pass1');
    expect((await signIn(user.userCode)).code).toBe(200);
    expect(await getItem(keys.loginFailures(user.userCode))).toBeUndefined();
  });

  it('reports every missing field as a translated field error', async () => {
    const response = await login({}, 'en');
    expect(response.code).toBe(400);
    const { fieldErrors } = response.result as { fieldErrors: Record<string, string> };
    expect(fieldErrors).toMatchObject({
      username: 'Please enter username',
      password: 'Please enter password',
      captcha: 'Please enter captcha',
    });
  });

  it('requires the captcha to be exactly four characters', async () => {
    const response = await login({ username: 'x', password: 'y', captcha: 'abc', key: 'k' });
    expect((response.result as { fieldErrors: Record<string, string> }).fieldErrors.captcha).toBe('请输入4位验证码');
  });

  it('rejects a body that is not JSON with a 400 envelope', async () => {
    const response = await handler(
      {
        ...(await import('#test/api-event')).apiEvent({ method: 'POST', path: '/auth/login' }),
        body: '{oops',
        headers: { 'content-type': 'application/json' },
      },
      (await import('#test/api-event')).lambdaContext(),
    );
    expect((response as { statusCode: number }).statusCode).toBe(400);
  });
});
