import type * as Oidc from 'openid-client';
import { ERROR_CODE, type SsoProvider } from '@sddp/shared';
import { config } from '#kit/config';
import { randomToken, safeEqual, sha256Hex } from '#kit/crypto/tokens';
import { AppError } from '#kit/errors';
import type { Logger } from '#kit/logger';
import { oidcClient, oidcConfiguration, providerSettings, redirectUri, type ProviderSettings } from './oidc-providers';
import { saveTransaction, takeTransaction } from './oidc-transactions';

/** The authorisation-response parameters the callback may carry; anything else the browser sends is dropped. */
const CALLBACK_PARAMS = ['code', 'state', 'iss', 'session_state', 'error', 'error_description'];

export const notConfigured = () => new AppError(ERROR_CODE.notFound, 'error.sso.notConfigured');
const transactionInvalid = () => new AppError(ERROR_CODE.invalid, 'error.sso.transactionInvalid');
const providerRefused = () => new AppError(ERROR_CODE.invalid, 'error.sso.providerRefused');

function settingsOf(provider: SsoProvider): ProviderSettings {
  const settings = providerSettings(provider);
  if (!settings) throw notConfigured();
  return settings;
}

/**
 * Authorization code + PKCE (S256) + state + nonce: the verifier, state and nonce stay on the server;
 * the browser gets the provider's URL and a binding it must present with the callback.
 */
export async function startSignIn(provider: SsoProvider): Promise<{ url: string; binding: string }> {
  const [client, configuration] = await Promise.all([oidcClient(), oidcConfiguration(settingsOf(provider))]);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const binding = randomToken();
  await saveTransaction({ provider, state, nonce, codeVerifier, bindingHash: sha256Hex(binding) });
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri(),
    scope: 'openid profile',
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, binding };
}

/**
 * The callback: its transaction (by state, spent here), the browser's binding, then the code exchanged
 * with the verifier and the ID token verified (signature, issuer, audience, expiry, nonce). Answers the
 * account name the verified token asserts.
 */
export async function finishSignIn(provider: SsoProvider, callback: string, binding: string, logger: Logger): Promise<string> {
  const received = new URLSearchParams(callback.replace(/^[?#]/, ''));
  const state = received.get('state');
  const transaction = state ? await takeTransaction(state) : undefined;
  if (!transaction || transaction.provider !== provider || !safeEqual(sha256Hex(binding), transaction.bindingHash)) {
    throw transactionInvalid();
  }
  const [client, configuration] = await Promise.all([oidcClient(), oidcConfiguration(settingsOf(provider))]);
  const currentUrl = new URL(redirectUri());
  for (const name of CALLBACK_PARAMS) {
    const value = received.get(name);
    if (value !== null) currentUrl.searchParams.set(name, value);
  }
  let claims: Oidc.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: transaction.codeVerifier,
      expectedState: transaction.state,
      expectedNonce: transaction.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    logger.warn('sso.providerRefused', { provider, reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
    throw providerRefused();
  }
  const userName = claims?.[config().OIDC_USER_CLAIM];
  if (typeof userName !== 'string' || !userName.trim()) throw providerRefused();
  return userName.trim();
}
