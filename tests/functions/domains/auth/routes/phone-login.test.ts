import { afterEach, describe, expect, it, vi } from 'vitest';
import { CODE_RULES } from '#domains/auth/data/verification-codes';
import { handler } from '#domains/auth/handler';
import { call } from '#test/api-event';
import { createTestUser } from '#test/fixtures';
import { lastCodeTo, lastMessageTo } from '#test/outbox';

let counter = 0;
const newPhone = () => `139${String(Date.now() % 1e7).padStart(7, '0')}${counter++ % 10}`;
const requestCode = (phone: string, language = 'zh') => call(handler, { path: '/cap_sms_login', query: { phone }, language });
const phoneLogin = (phone: string, phoneCaptcha: string) =>
  call<{ token: string } | { fieldErrors: Record<string, string> }>(handler, {
    method: 'POST',
    path: '/auth/phone_login',
    body: { phone, phoneCaptcha },
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('phone + SMS code sign-in', () => {
  it('sends a 4-digit code to the account phone and signs in with it once', async () => {
    const phone = newPhone();
    await createTestUser({ phone });
    expect((await requestCode(phone)).code).toBe(200);
    const sms = await lastMessageTo(phone);
    expect(sms?.text).toMatch(/登录验证码 \d{4}，5 分钟内有效/);
    const code = await lastCodeTo(phone);
    const response = await phoneLogin(phone, code);
    expect(response.code).toBe(200);
    expect((response.result as { token: string }).token).toBeTruthy();
    expect((await phoneLogin(phone, code)).code).toBe(400);
  });

  it('answers the same for a number without an account, and sends nothing', async () => {
    const phone = newPhone();
    const response = await requestCode(phone);
    expect({ code: response.code, result: response.result }).toEqual({ code: 200, result: null });
    expect(await lastMessageTo(phone)).toBeUndefined();
    expect((await phoneLogin(phone, '1234')).result).toEqual({ fieldErrors: { phoneCaptcha: '验证码错误或已失效' } });
  });

  it('spends the code after too many wrong tries', async () => {
    const phone = newPhone();
    await createTestUser({ phone });
    await requestCode(phone);
    const code = await lastCodeTo(phone);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let attempt = 0; attempt < CODE_RULES.maxAttempts; attempt++) expect((await phoneLogin(phone, wrong)).code).toBe(400);
    expect((await phoneLogin(phone, code)).code).toBe(400);
  });

  it('refuses a resend within 60 s and allows it after', async () => {
    const phone = newPhone();
    await createTestUser({ phone });
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    expect((await requestCode(phone)).code).toBe(200);
    vi.setSystemTime(start + 59_000);
    const early = await requestCode(phone, 'en');
    expect(early.code).toBe(429);
    expect(early.message).toBe('Sent too often, please retry in 1 s');
    vi.setSystemTime(start + 60_000);
    expect((await requestCode(phone)).code).toBe(200);
  });

  it('stops after the daily limit of the Beijing day, across the UTC midnight, and starts again at Beijing midnight', async () => {
    const phone = newPhone();
    // 23:50 UTC, 07:50 in Beijing: the ten sends cross the UTC midnight within one Beijing day.
    const start = Date.parse('2026-03-05T23:50:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    for (let sent = 0; sent < CODE_RULES.dailyLimit; sent++) {
      vi.setSystemTime(start + sent * 61_000);
      expect((await requestCode(phone)).code).toBe(200);
    }
    vi.setSystemTime(start + CODE_RULES.dailyLimit * 61_000);
    expect((await requestCode(phone)).message).toBe('今日发送次数已达上限，请明天再试');
    vi.setSystemTime(Date.parse('2026-03-06T15:59:00Z'));
    expect((await requestCode(phone)).message).toBe('今日发送次数已达上限，请明天再试');
    vi.setSystemTime(Date.parse('2026-03-06T16:00:30Z'));
    expect((await requestCode(phone)).code).toBe(200);
  });

  it('expires a code after 5 minutes', async () => {
    const phone = newPhone();
    await createTestUser({ phone });
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    await requestCode(phone);
    const code = await lastCodeTo(phone);
    vi.setSystemTime(start + 5 * 60_000 + 2_000);
    expect((await phoneLogin(phone, code)).code).toBe(400);
  });

  it('validates the mainland mobile pattern on the server', async () => {
    const response = await call(handler, { path: '/cap_sms_login', query: { phone: '12345678901' }, language: 'en' });
    expect(response.result).toEqual({ fieldErrors: { phone: 'Please enter correct mobile format' } });
  });
});
