// test-isolation: metrics on for the functions this file loads (tests/support/metrics-on.ts)
import '#test/metrics-on';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECURITY } from '@sddp/shared';
import { handler } from '#domains/auth/handler';
import { resetConfigForTests } from '#kit/config';
import { prehashPassword } from '#kit/crypto/password';
import { db, tableName } from '#kit/db/client';
import { call } from '#test/api-event';
import { createTestUser, keys, TEST_PASSWORD, uniqueCode } from '#test/fixtures';
import { counted, emittedMetrics } from '#test/metrics';
import { signIn, solveCaptcha, tokenFor } from '#test/sign-in';

const captchaIssued = counted('ImageCaptchasIssued', { service: 'auth' });
const refused = (reason: string) => counted('SignInFailures', { service: 'auth', reason });
let phones = 0;
const newPhone = () => `137${String(Date.now() % 1e7).padStart(7, '0')}${phones++ % 10}`;

afterEach(() => vi.restoreAllMocks());

describe('sign-in failures, by reason', () => {
  it('a wrong password, an unknown and a disabled account answer alike, and are counted apart', async () => {
    const user = await createTestUser();
    const disabled = await createTestUser({ state: '0' });
    const metrics = await emittedMetrics(async () => {
      await signIn(user.userCode, 'Wrong#Pass1');
      await signIn(uniqueCode('nobody'), TEST_PASSWORD);
      await signIn(disabled.userCode, TEST_PASSWORD);
    });
    expect(metrics).toEqual([
      captchaIssued,
      refused('wrongPassword'),
      captchaIssued,
      refused('unknownAccount'),
      captchaIssued,
      refused('disabled'),
    ]);
  });

  it('a wrong captcha', async () => {
    const user = await createTestUser();
    const { key, answer } = await solveCaptcha();
    const body = { username: user.userCode, password: prehashPassword(TEST_PASSWORD), key, captcha: answer === 'abcd' ? 'abce' : 'abcd' };
    expect(await emittedMetrics(() => call(handler, { method: 'POST', path: '/auth/login', body }))).toEqual([refused('captcha')]);
  });

  it('the failure that reaches the limit locks the account, once; the attempts after it are refused as locked', async () => {
    const user = await createTestUser();
    const metrics = await emittedMetrics(async () => {
      for (let attempt = 0; attempt < SECURITY.loginFailuresBeforeLock; attempt++) await signIn(user.userCode, 'Wrong#Pass1');
      await signIn(user.userCode);
      await signIn(user.userCode);
    });
    const failures = metrics.filter((metric) => metric.name !== 'ImageCaptchasIssued');
    expect(failures).toEqual([
      ...Array.from({ length: SECURITY.loginFailuresBeforeLock - 1 }, () => refused('wrongPassword')),
      refused('wrongPassword'),
      counted('AccountLockouts', { service: 'auth' }),
      refused('locked'),
      refused('locked'),
    ]);
  });

  it('a wrong SMS code', async () => {
    const phone = newPhone();
    await createTestUser({ phone });
    const metrics = await emittedMetrics(() =>
      call(handler, { method: 'POST', path: '/auth/phone_login', body: { phone, phoneCaptcha: '0000' } }),
    );
    expect(metrics).toEqual([refused('smsCode')]);
  });
});

describe('sign-in failures of the other ways in', () => {
  it('a wrong mail code in place of the captcha, and an expired temporary password', async () => {
    const user = await createTestUser();
    const expired = await createTestUser({ mustChangePassword: true, tempPasswordExpiresAt: '2020-01-01T00:00:00.000Z' });
    const body = { username: user.userCode, password: prehashPassword(TEST_PASSWORD), mailCode: '000000' };
    const metrics = await emittedMetrics(async () => {
      await call(handler, { method: 'POST', path: '/auth/login', body });
      await signIn(expired.userCode);
    });
    expect(metrics).toEqual([refused('mailCode'), captchaIssued, refused('passwordExpired')]);
  });

  it('links that are unknown or spent, a wrong extension, and a provider answer that cannot be verified', async () => {
    const admin = await createTestUser({ userRole: '50', userType: '100', orgId: 1 });
    const user = await createTestUser({ extension: '5151' });
    const issued = await call<{ k: string }>(handler, {
      method: 'POST',
      path: '/auth/fenjihao_key',
      token: await tokenFor(admin.userCode),
      body: { userId: user.id },
    });
    const unknownKey = randomBytes(32).toString('base64url');
    const metrics = await emittedMetrics(async () => {
      await call(handler, { method: 'POST', path: '/auth/fenjihao_login', body: { fenjihao: '5151', k: unknownKey } });
      await call(handler, { method: 'POST', path: '/auth/fenjihao_login', body: { fenjihao: '5252', k: issued.result.k } });
      await call(handler, { method: 'POST', path: '/auth/handoff_login', body: { code: unknownKey } });
      await call(handler, { method: 'POST', path: '/auth/secret_login', body: { secret: 'not.signed' } });
      await call(handler, {
        method: 'POST',
        path: '/auth/unifying/in/login',
        body: { callback: '?state=never-issued&code=x', binding: randomBytes(32).toString('base64url') },
      });
    });
    expect(metrics).toEqual([refused('link'), refused('wrongExtension'), refused('link'), refused('link'), refused('ssoRefused')]);
  });

  it('an account disabled since its hand-off code was issued', async () => {
    const user = await createTestUser();
    const issued = await call<{ code: string }>(handler, {
      method: 'POST',
      path: '/auth/handoff',
      body: { purpose: 'jumpLogin' },
      token: await tokenFor(user.userCode),
    });
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(user.id),
        UpdateExpression: 'SET #state = :off',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':off': '0' },
      }),
    );
    const metrics = await emittedMetrics(() =>
      call(handler, { method: 'POST', path: '/auth/handoff_login', body: { code: issued.result.code } }),
    );
    expect(metrics).toEqual([refused('disabled')]);
  });
});

describe('captchas and codes sent', () => {
  it('an image captcha issued', async () => {
    expect(await emittedMetrics(() => call(handler, { path: '/cap_img' }))).toEqual([captchaIssued]);
  });

  it('an SMS code sent to the one account of a number; none for a number without one', async () => {
    const phone = newPhone();
    await createTestUser({ phone });
    const metrics = await emittedMetrics(async () => {
      await call(handler, { path: '/cap_sms_login', query: { phone } });
      await call(handler, { path: '/cap_sms_login', query: { phone: newPhone() } });
    });
    expect(metrics).toEqual([counted('SmsCodesSent', { service: 'auth' })]);
  });

  it('a mail code sent in place of the captcha', async () => {
    const user = await createTestUser({ email: `${uniqueCode('mail')}@example.com` });
    const metrics = await emittedMetrics(() =>
      call(handler, { method: 'POST', path: '/cap_mail_login', body: { username: user.userCode } }),
    );
    expect(metrics).toEqual([counted('MailCodesSent', { service: 'auth' })]);
  });
});

describe('mail the transport did not take', () => {
  it('is counted by channel, and its 500 as a server error', async () => {
    const token = await tokenFor((await createTestUser()).userCode);
    const blocked = mkdtempSync(join(tmpdir(), 'sddp-blocked-outbox-'));
    // A file where the outbox directory should be: the capture fails as SES failing would.
    writeFileSync(join(blocked, 'file'), '');
    vi.stubEnv('OUTBOX_DIR', join(blocked, 'file', 'outbox'));
    resetConfigForTests();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      let status = 0;
      const metrics = await emittedMetrics(async () => {
        status = (await call(handler, { method: 'POST', path: '/cap_mail', token, body: { email: 'li@example.com' } })).status;
      });
      expect(status).toBe(500);
      expect(metrics).toEqual([
        counted('NotifyTransportFailures', { service: 'auth', channel: 'email' }),
        counted('ServerErrors', { service: 'auth' }),
      ]);
    } finally {
      vi.unstubAllEnvs();
      resetConfigForTests();
      rmSync(blocked, { recursive: true, force: true });
    }
  });
});
