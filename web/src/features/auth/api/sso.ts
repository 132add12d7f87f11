import { queryOptions, useQuery } from '@tanstack/react-query';
import { intranetAuthPath, intranetLogin, internetAuthPath, internetLogin, ssoProviders, type SsoProvider } from '@sddp/shared';
import { i18n } from '@/i18n';
import { callEndpoint } from '@/lib/api-client';

/** Which enterprise sign-on buttons to show: the server says which providers are configured. */
export const ssoProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'ssoProviders'],
    queryFn: () => callEndpoint(ssoProviders, {}, { quiet: true }),
    staleTime: 5 * 60_000,
  });

export const useSsoProviders = () => useQuery(ssoProvidersQueryOptions());

/** The browser's half of a sign-in under way (its binding), for the callback on /auth-redirect; this tab only. */
const PENDING_KEY = 'sddp-sso-pending';

interface Pending {
  provider: SsoProvider;
  binding: string;
  redirect?: string;
}

/** Asks the server for the provider's URL (it keeps state, nonce and verifier) and goes there. */
export async function startSsoSignIn(provider: SsoProvider, redirect?: string): Promise<void> {
  const { url, binding } = await callEndpoint(provider === 'intranet' ? intranetAuthPath : internetAuthPath, {}, { quiet: true });
  const pending: Pending = { provider, binding, ...(redirect ? { redirect } : {}) };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  window.location.assign(url);
}

/** The provider's callback query, exchanged on the server; answers the session token and where to go. */
export async function finishSsoSignIn(callback: string): Promise<{ token: string; redirect?: string }> {
  const stored = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  const pending = stored ? (JSON.parse(stored) as Pending) : undefined;
  // A callback this tab did not start (another tab, a link someone sent): nothing to bind it to.
  if (!pending) throw new Error(i18n.t('error.sso.transactionInvalid'));
  const endpoint = pending.provider === 'internet' ? internetLogin : intranetLogin;
  const { token } = await callEndpoint(endpoint, { callback, binding: pending.binding }, { quiet: true });
  return { token, ...(pending.redirect ? { redirect: pending.redirect } : {}) };
}
