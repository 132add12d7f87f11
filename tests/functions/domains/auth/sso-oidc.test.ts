import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY } from '@sddp/shared';
import { handler } from '#domains/auth/handler';
import { sha256Hex } from '#kit/crypto/tokens';
import { db, tableName } from '#kit/db/client';
import { call } from '#test/api-event';
import { createTestUser, keys, uniqueCode } from '#test/fixtures';
import { signInAtProvider, startTestProviders, useEnv } from '#test/sso';

type Providers = Awaited<ReturnType<typeof startTestProviders>>;

const authPath = (side: 'in' | 'out') => call<{ url: string; binding: string }>(handler, { path: `/auth/unifying/${side}/getAuthPath` });
const ssoLogin = (side: 'in' | 'out', callback: string, binding: string, language?: string) =>
  call<{ token: string }>(handler, {
    method: 'POST',
    path: `/auth/unifying/${side}/login`,
    body: { callback, binding },
    ...(language ? { language } : {}),
  });

let providers: Providers;
const active = uniqueCode('sso');
const disabled = uniqueCode('ssooff');
const unknown = uniqueCode('nobody');
const locked = uniqueCode('ssolock');

beforeAll(async () => {
  await createTestUser({ userCode: active });
  await createTestUser({ userCode: disabled, state: '0' });
  await createTestUser({ userCode: locked });
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.loginFailures(locked), failures: SECURITY.loginFailuresBeforeLock, expiresAt: Math.floor(Date.now() / 1000) + 600 },
    }),
  );
  providers = await startTestProviders([{ userCode: active }, { userCode: disabled }, { userCode: unknown }, { userCode: locked }]);
});
afterAll(async () => {
  await providers.stop();
});

/** getAuthPath, the provider's sign-in as `userCode`, and the callback's query. */
async function begin(side: 'in' | 'out', userCode = active) {
  const started = await authPath(side);
  expect(started.code).toBe(200);
  const provider = side === 'in' ? 'intranet' : 'internet';
  const callback = await signInAtProvider(started.result.url, `${provider}:${userCode}`);
  return { ...started.result, callback };
}

describe('enterprise sign-on (OIDC authorization code + PKCE + state + nonce)', () => {
  it('tells the web which providers are configured', async () => {
    expect((await call(handler, { path: '/auth/unifying/providers' })).result).toEqual({ intranet: true, internet: true });
    const saved = process.env.OIDC_INTERNET_ISSUER;
    useEnv({ OIDC_INTERNET_ISSUER: undefined });
    try {
      expect((await call(handler, { path: '/auth/unifying/providers' })).result).toEqual({ intranet: true, internet: false });
      const refused = await authPath('out');
      expect(refused.code).toBe(404);
      expect(refused.message).toBe('该登录方式未配置');
    } finally {
      useEnv({ OIDC_INTERNET_ISSUER: saved });
    }
  });

  it('the authorisation URL asks for a code with S256 PKCE, state and nonce, and returns to /auth-redirect', async () => {
    const { url, binding } = await authPath('in').then((response) => response.result);
    const params = new URL(url).searchParams;
    expect(url.startsWith(providers.intranet.issuer)).toBe(true);
    expect(Object.fromEntries(params)).toMatchObject({
      response_type: 'code',
      client_id: providers.intranet.clientId,
      redirect_uri: 'http://sddp.test/auth-redirect',
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(params.get(name)?.length).toBeGreaterThanOrEqual(43);
    expect(binding).toMatch(/^[\w-]{43}$/);
  });

  it.each(['in', 'out'] as const)(
    'signs in through %s: a verified ID token opens a session, whose logout ends the provider session too',
    async (side) => {
      const { callback, binding } = await begin(side);
      const signedIn = await ssoLogin(side, callback, binding);
      expect(signedIn.code).toBe(200);
      const info = await call<{ user: { userCode: string }; sysLoginOutUrl: string }>(handler, {
        path: '/user/info',
        token: signedIn.result.token,
      });
      expect(info.result.user.userCode).toBe(active);
      const issuer = side === 'in' ? providers.intranet : providers.internet;
      const logout = new URL(info.result.sysLoginOutUrl);
      expect(logout.origin).toBe(issuer.issuer);
      expect(logout.searchParams.get('client_id')).toBe(issuer.clientId);
      expect(logout.searchParams.get('post_logout_redirect_uri')).toBe('http://sddp.test/login');
    },
  );

  it('a callback works once: the replay is refused', async () => {
    const { callback, binding } = await begin('in');
    expect((await ssoLogin('in', callback, binding)).code).toBe(200);
    const replay = await ssoLogin('in', callback, binding);
    expect(replay.code).toBe(400);
    expect(replay.message).toBe('登录请求无效或已过期，请重新登录');
  });

  it('refuses a callback without the binding of the browser that started it (login CSRF), and spends it', async () => {
    const { callback } = await begin('in');
    const other = await authPath('in');
    expect((await ssoLogin('in', callback, other.result.binding)).message).toBe('登录请求无效或已过期，请重新登录');
  });

  it("refuses an unknown state, and one provider's callback at the other's login", async () => {
    const { callback, binding } = await begin('in');
    const forged = callback.replace(/state=[^&]+/, `state=${'x'.repeat(43)}`);
    expect((await ssoLogin('in', forged, binding)).code).toBe(400);
    const second = await begin('in');
    expect((await ssoLogin('out', second.callback, second.binding)).message).toBe('登录请求无效或已过期，请重新登录');
  });

  it("refuses a code exchanged with another transaction's PKCE verifier", async () => {
    const first = await begin('in');
    const second = await begin('in');
    const code = new URLSearchParams(first.callback).get('code')!;
    const mixed = second.callback.replace(/code=[^&]+/, `code=${encodeURIComponent(code)}`);
    const refused = await ssoLogin('in', mixed, second.binding, 'en');
    expect(refused.code).toBe(400);
    expect(refused.message).toBe('The identity provider could not complete the sign-in, please try again');
  });

  it('refuses an ID token whose nonce is not the transaction’s', async () => {
    const { callback, binding } = await begin('in');
    const state = new URLSearchParams(callback).get('state')!;
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.oidcTransaction(sha256Hex(state)),
        UpdateExpression: 'SET nonce = :other',
        ExpressionAttributeValues: { ':other': 'n'.repeat(43) },
      }),
    );
    expect((await ssoLogin('in', callback, binding)).message).toBe('身份提供方未能完成登录，请重新登录');
  });

  it.each([
    ['an unknown', unknown],
    ['a disabled', disabled],
    ['a locked', locked],
  ])('gives %s account the one refusal', async (_label, userCode) => {
    const { callback, binding } = await begin('out', userCode);
    const refused = await ssoLogin('out', callback, binding);
    expect(refused.code).toBe(400);
    expect(refused.message).toBe('该身份没有可用的平台账号，请联系管理员');
  });

  it("never takes the spec's bare {userName}", async () => {
    const bare = await call(handler, { method: 'POST', path: '/auth/unifying/in/login', body: { userName: active } });
    expect(bare.code).toBe(400);
  });
});
