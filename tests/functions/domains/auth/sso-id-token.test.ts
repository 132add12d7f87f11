import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#domains/auth/handler';
import { call } from '#test/api-event';
import { idToken, startFakeIssuer, type FakeIssuer } from '#test/fake-oidc-issuer';
import { createTestUser, uniqueCode } from '#test/fixtures';
import { useEnv } from '#test/sso';

let issuer: FakeIssuer;
const userCode = uniqueCode('idt');

beforeAll(async () => {
  await createTestUser({ userCode });
  issuer = await startFakeIssuer();
  useEnv({
    OIDC_INTRANET_ISSUER: issuer.issuer,
    OIDC_INTRANET_CLIENT_ID: issuer.clientId,
    OIDC_INTRANET_CLIENT_SECRET: issuer.clientSecret,
  });
});
afterAll(async () => {
  await issuer.stop();
});

/** Starts a transaction, lets the fake token endpoint answer `claims` signed by `key`, and posts the callback. */
async function signInWith(build: (nonce: string) => Promise<string>) {
  const started = await call<{ url: string; binding: string }>(handler, { path: '/auth/unifying/in/getAuthPath' });
  const params = new URL(started.result.url).searchParams;
  issuer.answerWith(() => build(params.get('nonce')!));
  const callback = `?code=c0de&state=${params.get('state')}`;
  return call<{ token: string }>(handler, {
    method: 'POST',
    path: '/auth/unifying/in/login',
    body: { callback, binding: started.result.binding },
  });
}

describe('the ID token is verified on the server', () => {
  it('accepts a token signed by the provider, for us, with our nonce', async () => {
    const response = await signInWith((nonce) => idToken(issuer, issuer.trusted, { nonce, preferred_username: userCode }));
    expect(response.code).toBe(200);
  });

  it.each([
    ['signed with another key', (nonce: string) => idToken(issuer, issuer.forged, { nonce, preferred_username: userCode })],
    [
      'expired',
      (nonce: string) => idToken(issuer, issuer.trusted, { nonce, preferred_username: userCode, exp: Math.floor(Date.now() / 1000) - 600 }),
    ],
    [
      'for another client',
      (nonce: string) => idToken(issuer, issuer.trusted, { nonce, preferred_username: userCode, aud: 'someone-else' }),
    ],
    [
      'from another issuer',
      (nonce: string) => idToken(issuer, issuer.trusted, { nonce, preferred_username: userCode, iss: 'http://evil.test' }),
    ],
    ['without our nonce', () => idToken(issuer, issuer.trusted, { nonce: 'x'.repeat(43), preferred_username: userCode })],
    ['without a user name', (nonce: string) => idToken(issuer, issuer.trusted, { nonce })],
  ])('refuses a token %s', async (_label, build) => {
    const response = await signInWith(build);
    expect(response.code).toBe(400);
    expect(response.message).toBe('身份提供方未能完成登录，请重新登录');
  });
});
