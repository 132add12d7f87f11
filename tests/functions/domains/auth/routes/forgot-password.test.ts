import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler } from '#domains/auth/handler';
import { call } from '#test/api-event';
import { createTestUser } from '#test/fixtures';
import { lastMailTo, lastMessageTo } from '#test/outbox';
import { signIn, tokenFor } from '#test/sign-in';

const requestLink = (userCode: string, email: string, language = 'zh') =>
  call(handler, { method: 'POST', path: '/user/find_pwd', body: { userCode, email }, language });

const reset = (key: string, pwd: string, pwd2 = pwd) =>
  call<{ fieldErrors: Record<string, string> } | null>(handler, {
    method: 'POST',
    path: '/user/find_pwd_update',
    body: { pwd, pwd2, key },
  });

async function linkKeyFor(email: string): Promise<string> {
  const mail = await lastMessageTo(email);
  const key = mail?.text.match(/\/find_pwd\?k=([\w%-]+)/)?.[1];
  if (!key) throw new Error(`no reset link sent to ${email}`);
  return decodeURIComponent(key);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('forgot password by e-mail link', () => {
  it('mails a one-time link in the caller language when account and e-mail match', async () => {
    const user = await createTestUser({ email: `match-${Date.now()}@example.com`, linkman: '李四' });
    expect((await requestLink(user.userCode, user.email.toUpperCase(), 'en')).code).toBe(200);
    const mail = await lastMailTo(user.email);
    expect(mail?.subject).toContain('Reset your password');
    expect(mail?.text).toContain('Hello 李四');
    expect(mail?.text).toContain('http://sddp.test/find_pwd?k=');
    expect(mail?.text).toContain('10 minutes');
  });

  it('refuses a malformed e-mail with the wording of spec §5 for this screen, in the caller language', async () => {
    const zh = await call<{ fieldErrors: Record<string, string> }>(handler, {
      method: 'POST',
      path: '/user/find_pwd',
      body: { userCode: 'someone', email: 'nope' },
    });
    expect(zh.code).toBe(400);
    expect(zh.result?.fieldErrors.email).toBe('请输入正确的邮箱地址');
    const en = await call<{ fieldErrors: Record<string, string> }>(handler, {
      method: 'POST',
      path: '/user/find_pwd',
      body: { userCode: 'someone', email: 'nope' },
      language: 'en',
    });
    expect(en.result?.fieldErrors.email).toBe('Please enter the correct email address');
  });

  it('answers a mismatch and an unknown account exactly like a match, and sends nothing', async () => {
    const user = await createTestUser({ email: `owner-${Date.now()}@example.com` });
    const wrongMail = `someone-${Date.now()}@example.com`;
    const mismatch = await requestLink(user.userCode, wrongMail);
    const unknown = await requestLink(`nobody-${Date.now()}`, wrongMail);
    for (const response of [mismatch, unknown])
      expect({ code: response.code, message: response.message, result: response.result }).toEqual({
        code: 200,
        message: 'OK',
        result: null,
      });
    expect(await lastMessageTo(wrongMail)).toBeUndefined();
    expect(await lastMessageTo(user.email)).toBeUndefined();
  });

  it('takes at least the same floor of time whether or not a mail goes out', async () => {
    const started = Date.now();
    await requestLink(`nobody-${Date.now()}`, 'x@example.com');
    expect(Date.now() - started).toBeGreaterThanOrEqual(790);
  });

  it('sets the new password with the link, once, and ends existing sessions', async () => {
    const user = await createTestUser({ email: `reset-${Date.now()}@example.com` });
    const session = await tokenFor(user.userCode);
    await requestLink(user.userCode, user.email);
    const key = await linkKeyFor(user.email);
    expect((await reset(key, 'Fresh#Pass1')).code).toBe(200);
    expect((await signIn(user.userCode, 'Fresh#Pass1')).code).toBe(200);
    expect((await call(handler, { path: '/user/info', token: session })).code).toBe(401);
    const reused = await reset(key, 'Other#Pass1');
    expect(reused.code).toBe(400);
    expect(reused.message).toBe('链接无效或已过期，请重新找回密码');
  });

  it('keeps the link usable when the policy refuses the password', async () => {
    const user = await createTestUser({ email: `policy-${Date.now()}@example.com` });
    await requestLink(user.userCode, user.email);
    const key = await linkKeyFor(user.email);
    expect((await reset(key, 'short')).result).toEqual({ fieldErrors: { pwd: '密码长度不正确，应为8-20个字符' } });
    expect((await reset(key, 'Good#Pass1')).code).toBe(200);
  });

  it('honours the link at 9:59 and refuses it at 10:01', async () => {
    const first = await createTestUser({ email: `early-${Date.now()}@example.com` });
    const second = await createTestUser({ email: `late-${Date.now()}@example.com` });
    const issuedAt = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: issuedAt });
    await requestLink(first.userCode, first.email);
    await requestLink(second.userCode, second.email);
    const [early, late] = [await linkKeyFor(first.email), await linkKeyFor(second.email)];
    vi.setSystemTime(issuedAt + 9 * 60_000 + 59_000);
    expect((await reset(early, 'Within#Time1')).code).toBe(200);
    vi.setSystemTime(issuedAt + 10 * 60_000 + 61_000);
    expect((await reset(late, 'Too#Late11')).message).toBe('链接无效或已过期，请重新找回密码');
  });

  it('limits how often a link can be requested for one account', async () => {
    const user = await createTestUser({ email: `rate-${Date.now()}@example.com` });
    expect((await requestLink(user.userCode, user.email)).code).toBe(200);
    const again = await requestLink(user.userCode, user.email, 'en');
    expect(again.code).toBe(429);
    expect(again.message).toMatch(/^Sent too often, please retry in \d+ s$/);
  });
});
