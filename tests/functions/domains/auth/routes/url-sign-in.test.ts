import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#domains/auth/handler';
import { signPartnerHandoff } from '#domains/auth/sso/partner-secrets';
import { call } from '#test/api-event';
import { createTestUser, uniqueCode } from '#test/fixtures';
import { tokenFor } from '#test/sign-in';
import { useEnv } from '#test/sso';

interface Saved {
  partner: { id: number; name: string; callbackUrl: string; secretVersion: number; version: number };
  secret?: string;
}

let adminToken: string;
const userCode = uniqueCode('jump');

beforeAll(async () => {
  useEnv({ PARTNER_KEY: randomBytes(32).toString('base64url') });
  const admin = await createTestUser({ userRole: '50', userType: '100', orgId: 1 });
  adminToken = await tokenFor(admin.userCode);
  await createTestUser({ userCode });
});

const handoffLogin = (code: string) => call<{ token: string }>(handler, { method: 'POST', path: '/auth/handoff_login', body: { code } });
const partnerLogin = (secret: string, language?: string) =>
  call<{ token: string }>(handler, { method: 'POST', path: '/auth/secret_login', body: { secret }, ...(language ? { language } : {}) });
const savePartner = (body: Record<string, unknown>, token = adminToken) =>
  call<Saved>(handler, { method: 'POST', path: '/user/admin/partner-platform/save', body, token });
const nonce = () => randomBytes(16).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

describe('one-time hand-off codes (/jumpLogin)', () => {
  it('a signed-in account gets a code for /jumpLogin that signs in once, as that account', async () => {
    const token = await tokenFor(userCode);
    const issued = await call<{ code: string; url: string; expiresAt: string }>(handler, {
      method: 'POST',
      path: '/auth/handoff',
      body: { purpose: 'jumpLogin' },
      token,
    });
    expect(issued.code).toBe(200);
    expect(issued.result.url).toBe(`http://sddp.test/jumpLogin?handoff=${issued.result.code}`);
    expect(new Date(issued.result.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    const signedIn = await handoffLogin(issued.result.code);
    expect(signedIn.code).toBe(200);
    expect(signedIn.result.token).not.toBe(token);
    const info = await call<{ user: { userCode: string } }>(handler, { path: '/user/info', token: signedIn.result.token });
    expect(info.result.user.userCode).toBe(userCode);
    const replay = await handoffLogin(issued.result.code);
    expect(replay.code).toBe(400);
    expect(replay.message).toBe('跳转登录链接无效或已过期，请重新获取');
  });

  it('refuses a code that was never issued, and a session token in its place', async () => {
    expect((await handoffLogin(randomBytes(32).toString('base64url'))).code).toBe(400);
    expect((await handoffLogin(await tokenFor(userCode))).code).toBe(400);
  });

  it('issues codes only to a session, for a known purpose', async () => {
    expect((await call(handler, { method: 'POST', path: '/auth/handoff', body: { purpose: 'jumpLogin' } })).code).toBe(401);
    const token = await tokenFor(userCode);
    expect((await call(handler, { method: 'POST', path: '/auth/handoff', body: { purpose: 'other' }, token })).code).toBe(400);
  });
});

describe("partner platforms and their signed hand-off ('secret')", () => {
  it('an admin registers a partner and sees its shared secret once; edits never show it', async () => {
    const created = await savePartner({ name: 'Partner A', callbackUrl: 'https://partner.example/back' });
    expect(created.code).toBe(200);
    expect(created.result.secret).toMatch(/^[\w-]{43}$/);
    expect(created.result.partner).toMatchObject({ name: 'Partner A', secretVersion: 1, version: 1 });
    const edited = await savePartner({ id: created.result.partner.id, name: 'Partner A2', callbackUrl: '' });
    expect(edited.result.secret).toBeUndefined();
    expect(edited.result.partner).toMatchObject({ name: 'Partner A2', callbackUrl: '', secretVersion: 1, version: 2 });
    const listed = await call<Saved['partner'][]>(handler, { path: '/user/admin/partner-platform/list', token: adminToken });
    expect(listed.result.find((row) => row.id === created.result.partner.id)).toMatchObject({ name: 'Partner A2' });
    expect(JSON.stringify(listed.result)).not.toContain(created.result.secret);
  });

  it('only admins manage partners; bad input changes nothing', async () => {
    expect((await savePartner({ name: 'X', callbackUrl: '' }, await tokenFor(userCode))).code).toBe(403);
    const bad = await savePartner({ name: '', callbackUrl: 'javascript:alert(1)' });
    expect(bad.code).toBe(400);
    expect(bad.result).toEqual({ fieldErrors: { name: '请输入合作平台名称', callbackUrl: '回调地址须以 http:// 或 https:// 开头' } });
    expect((await savePartner({ id: 99_999_999, name: 'Y', callbackUrl: '' })).message).toBe('合作平台不存在');
  });

  it('two partners never share a name (trimmed, case and spacing ignored); a renamed partner frees its old name', async () => {
    const taken = { code: 400, result: { fieldErrors: { name: '已有同名的合作平台' } } };
    const first = (await savePartner({ name: 'Partner E', callbackUrl: '' })).result.partner;
    const second = (await savePartner({ name: 'Partner F', callbackUrl: '' })).result.partner;
    expect(await savePartner({ name: '  partner   e ', callbackUrl: '' })).toMatchObject(taken);
    expect(await savePartner({ id: second.id, name: 'PARTNER E', callbackUrl: '' })).toMatchObject(taken);
    expect((await savePartner({ id: first.id, name: 'Partner E2', callbackUrl: '' })).code).toBe(200);
    expect((await savePartner({ id: second.id, name: 'Partner E', callbackUrl: '' })).result.partner).toMatchObject({ name: 'Partner E' });
    expect(await savePartner({ name: 'partner e2', callbackUrl: '' })).toMatchObject(taken);
    const names = (await call<Saved['partner'][]>(handler, { path: '/user/admin/partner-platform/list', token: adminToken })).result.map(
      (row) => row.name,
    );
    expect(names.filter((name) => /^Partner E/.test(name)).sort()).toEqual(['Partner E', 'Partner E2']);
  });

  it('a signed hand-off signs in once; a replay, a late one, a wrong signature and an old secret are refused', async () => {
    const { partner, secret } = (await savePartner({ name: 'Partner B', callbackUrl: '' })).result;
    const signed = signPartnerHandoff(secret!, { p: partner.id, u: userCode, ts: now(), n: nonce() });
    const signedIn = await partnerLogin(signed);
    expect(signedIn.code).toBe(200);
    const info = await call<{ user: { userCode: string } }>(handler, { path: '/user/info', token: signedIn.result.token });
    expect(info.result.user.userCode).toBe(userCode);

    const refusal = '合作平台登录凭证无效或已过期';
    expect((await partnerLogin(signed)).message).toBe(refusal);
    expect((await partnerLogin(signPartnerHandoff(secret!, { p: partner.id, u: userCode, ts: now() - 120, n: nonce() }))).message).toBe(
      refusal,
    );
    expect((await partnerLogin(signPartnerHandoff(secret!, { p: partner.id, u: userCode, ts: now() + 120, n: nonce() }))).message).toBe(
      refusal,
    );
    expect((await partnerLogin(signPartnerHandoff('not-the-secret', { p: partner.id, u: userCode, ts: now(), n: nonce() }))).message).toBe(
      refusal,
    );
    const tampered =
      signPartnerHandoff(secret!, { p: partner.id, u: 'someone', ts: now(), n: nonce() }).split('.')[0] + '.' + signed.split('.')[1];
    expect((await partnerLogin(tampered, 'en')).message).toBe('The partner sign-in is invalid or has expired');

    const rotated = await call<Saved>(handler, {
      method: 'POST',
      path: '/user/admin/partner-platform/rotate',
      body: { id: partner.id },
      token: adminToken,
    });
    expect(rotated.result.secret).not.toBe(secret);
    expect((await partnerLogin(signPartnerHandoff(secret!, { p: partner.id, u: userCode, ts: now(), n: nonce() }))).message).toBe(refusal);
    expect(
      (await partnerLogin(signPartnerHandoff(rotated.result.secret!, { p: partner.id, u: userCode, ts: now(), n: nonce() }))).code,
    ).toBe(200);
  });

  it('a valid hand-off for an unusable account gets the one refusal', async () => {
    const { partner, secret } = (await savePartner({ name: 'Partner C', callbackUrl: '' })).result;
    const disabled = await createTestUser({ state: '0' });
    for (const u of [disabled.userCode, uniqueCode('ghost')]) {
      const response = await partnerLogin(signPartnerHandoff(secret!, { p: partner.id, u, ts: now(), n: nonce() }));
      expect(response.message).toBe('该身份没有可用的平台账号，请联系管理员');
    }
  });

  it('refuses garbage and unknown partners alike', async () => {
    for (const secret of [
      'garbage',
      'a.b',
      `${Buffer.from('{"p":999999,"u":"x","ts":1,"n":"nnnnnnnnnnnnnnnnnn"}').toString('base64url')}.sig`,
    ]) {
      expect((await partnerLogin(secret)).code).toBe(400);
    }
  });
});
