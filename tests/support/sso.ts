import { resetConfigForTests } from '#kit/config';
import { startInventoryStandIn, type InventoryStandIn } from '#local/inventory-stand-in';
import type { LocalOidcClient } from '#local/oidc-identities';
import { startOidcStandIn } from '#local/oidc-stand-in';

/** The functions' tests run with PUBLIC_URL http://sddp.test: the provider redirects there, and nobody follows. */
const PUBLIC_URL = 'http://sddp.test';

/** The in-process functions' settings for the two providers (the platform's come from its template). */
const providerEnv = (intranet: LocalOidcClient, internet: LocalOidcClient) => ({
  OIDC_INTRANET_ISSUER: intranet.issuer,
  OIDC_INTRANET_CLIENT_ID: intranet.clientId,
  OIDC_INTRANET_CLIENT_SECRET: intranet.clientSecret,
  OIDC_INTERNET_ISSUER: internet.issuer,
  OIDC_INTERNET_CLIENT_ID: internet.clientId,
  OIDC_INTERNET_CLIENT_SECRET: internet.clientSecret,
});

export function useEnv(env: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfigForTests();
}

/** Both local OpenID providers, knowing the given accounts, configured for the functions. */
export async function startTestProviders(accounts: readonly { userCode: string; description?: string }[]) {
  const people = accounts.map((account) => ({ userCode: account.userCode, description: account.description ?? account.userCode }));
  const [intranet, internet] = await Promise.all([
    startOidcStandIn({ provider: 'intranet', publicUrl: PUBLIC_URL, accounts: people }),
    startOidcStandIn({ provider: 'internet', publicUrl: PUBLIC_URL, accounts: people }),
  ]);
  useEnv(providerEnv(intranet, internet));
  return { intranet, internet, stop: () => Promise.all([intranet.stop(), internet.stop()]) };
}

export async function startTestInventory(): Promise<InventoryStandIn> {
  const inventory = await startInventoryStandIn();
  useEnv({ HUAYUN_URL: inventory.baseUrl, INVENTORY_CLIENT_ID: inventory.clientId, INVENTORY_CLIENT_SECRET: inventory.clientSecret });
  return inventory;
}

/**
 * Walks the local provider as a browser would (cookies, redirects, the sign-in page's button for `sub`)
 * and answers the query the provider sends to /auth-redirect.
 */
export async function signInAtProvider(authorizationUrl: string, sub: string): Promise<string> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    return response;
  };
  let location = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (location.startsWith(`${PUBLIC_URL}/auth-redirect`)) return new URL(location).search;
    const url = new URL(location, authorizationUrl).href;
    const response = /\/interaction\/[\w-]+$/.test(new URL(url).pathname)
      ? await send(`${url}/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ account: sub }).toString(),
        })
      : await send(url);
    const next = response.headers.get('location');
    if (!next) throw new Error(`the provider stopped at ${url}: ${response.status} ${await response.text()}`);
    location = new URL(next, url).href;
  }
  throw new Error('too many redirects at the provider');
}
