import { describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from '@sddp/shared';
import { handler } from '#domains/auth/handler';
import { keys as keyBuilders } from '#kit/db/keys';
import { AppError } from '#kit/errors';
import { apiEvent, call, lambdaContext } from '#test/api-event';
import { createTestUser, getItem, keys } from '#test/fixtures';
import { solveCaptcha, tokenFor } from '#test/sign-in';

const LONG = 'A'.repeat(3_000);
const longEmail = `${'a'.repeat(3_000)}@example.com`;

describe('long strings are refused before any storage call, with the localised validation error', () => {
  it('sign-in with a 3,000-character captcha key, anonymously', async () => {
    const response = await call(handler, {
      method: 'POST',
      path: '/auth/login',
      body: { username: 'x', password: 'x', captcha: 'abcd', key: LONG },
      language: 'en',
    });
    expect(response).toMatchObject({ status: 400, result: { fieldErrors: { key: 'The captcha is wrong or has expired' } } });
  });

  it('sign-in with a 3,000-character username after a correct captcha', async () => {
    const { key, answer } = await solveCaptcha();
    const response = await call(handler, {
      method: 'POST',
      path: '/auth/login',
      body: { username: LONG, password: 'x', captcha: answer, key },
      language: 'en',
    });
    expect(response).toMatchObject({
      status: 400,
      result: { fieldErrors: { username: `At most ${INPUT_LIMITS.userCodeMax} characters` } },
    });
  });

  it('forgot password with a long account or a long e-mail', async () => {
    for (const body of [
      { userCode: LONG, email: 'a@example.com' },
      { userCode: 'someone', email: longEmail },
    ]) {
      const response = await call(handler, { method: 'POST', path: '/user/find_pwd', body });
      expect(response.status, JSON.stringify(body).slice(0, 30)).toBe(400);
    }
  });

  it('values at the ceilings reach storage and answer normally', async () => {
    const atMax = { userCode: 'u'.repeat(INPUT_LIMITS.userCodeMax), email: `${'a'.repeat(INPUT_LIMITS.emailMax - 12)}@example.com` };
    expect((await call(handler, { method: 'POST', path: '/user/find_pwd', body: atMax })).status).toBe(200);
    const { key, answer } = await solveCaptcha();
    const login = await call(handler, {
      method: 'POST',
      path: '/auth/login',
      body: { username: atMax.userCode, password: 'x', captcha: answer, key },
    });
    expect(login).toMatchObject({ status: 400, message: '账号或密码错误' });
  });

  it('e-mail codes, profile completion and the profile card refuse long values and change nothing', async () => {
    const user = await createTestUser();
    const token = await tokenFor(user.userCode);
    const mail = await call(handler, { method: 'POST', path: '/cap_mail', token, body: { email: longEmail } });
    expect(mail.status).toBe(400);
    const detail = await call(handler, {
      method: 'POST',
      path: '/user/update_detail',
      token,
      body: { linkman: 'x', linkPhone: '13800138000', email: longEmail, emailCaptcha: '1234', phoneCaptcha: '1234' },
    });
    expect(detail.status).toBe(400);
    const simple = await call(handler, {
      method: 'POST',
      path: '/user/update_detail_simple',
      token,
      language: 'en',
      body: { linkman: 'x'.repeat(100_000), linkPhone: '13900001111', email: 'a@example.com', version: user.version },
    });
    expect(simple).toMatchObject({ status: 400, result: { fieldErrors: { linkman: `At most ${INPUT_LIMITS.linkmanMax} characters` } } });
    expect(await getItem(keys.user(user.id))).toMatchObject({ linkman: user.linkman, email: user.email, version: user.version });
  });

  it('a body over the ceiling is refused as too large before it is parsed', async () => {
    const event = apiEvent({
      method: 'POST',
      path: '/auth/login',
      body: { username: 'x'.repeat(INPUT_LIMITS.bodyMaxBytes) },
      language: 'en',
    });
    const response = (await handler(event, lambdaContext())) as { statusCode: number; body: string };
    expect(response.statusCode).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ code: 413, message: 'The request is too large' });
  });

  it.each([
    ['deeply nested arrays', '['.repeat(500_000)],
    ['a JSON array instead of an object', '[1,2,3]'],
    ['a prototype key', '{"__proto__":{"admin":true},"username":"x"}'],
    ['broken JSON', '{"username":'],
  ])('a body of %s answers 400', async (_label, body) => {
    const event = { ...apiEvent({ method: 'POST', path: '/auth/login', body: {} }), body };
    const response = (await handler(event, lambdaContext())) as { statusCode: number };
    expect(response.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('no key builder lets an oversized value reach DynamoDB', () => {
    for (const build of [
      () => keyBuilders.captcha(LONG),
      () => keyBuilders.userCodeGuard(LONG),
      () => keyBuilders.code('mail', LONG),
      () => keyBuilders.loginFailures(LONG),
    ]) {
      expect(build).toThrow(AppError);
    }
    expect(keyBuilders.captcha('k'.repeat(43)).pk).toBe(`CAPTCHA#${'k'.repeat(43)}`);
  });
});
