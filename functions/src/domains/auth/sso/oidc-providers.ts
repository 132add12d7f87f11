import type * as Oidc from 'openid-client';
import type { SsoProvider } from '@sddp/shared';
import { config } from '#kit/config';
import { lazyModule } from '#kit/lazy-module';
import { isConfigured, readSecret, type SecretSource } from './secrets';

export interface ProviderSettings {
  issuer: string;
  clientId: string;
  secret: SecretSource;
}

/** The provider's deployment settings, or undefined when it is not (fully) configured: its button is not shown. */
export function providerSettings(provider: SsoProvider): ProviderSettings | undefined {
  const c = config();
  const settings =
    provider === 'intranet'
      ? {
          issuer: c.OIDC_INTRANET_ISSUER,
          clientId: c.OIDC_INTRANET_CLIENT_ID,
          secret: { value: c.OIDC_INTRANET_CLIENT_SECRET, parameter: c.OIDC_INTRANET_SECRET_PARAMETER },
        }
      : {
          issuer: c.OIDC_INTERNET_ISSUER,
          clientId: c.OIDC_INTERNET_CLIENT_ID,
          secret: { value: c.OIDC_INTERNET_CLIENT_SECRET, parameter: c.OIDC_INTERNET_SECRET_PARAMETER },
        };
  return settings.issuer && settings.clientId && isConfigured(settings.secret) ? settings : undefined;
}

/** Where the provider sends the browser back: the web's /auth-redirect, registered with the provider. */
export const redirectUri = () => `${config().PUBLIC_URL}/auth-redirect`;

/** Plain HTTP only for an issuer on this machine (the local platform's stand-in provider). */
const isLoopback = (issuer: string) => /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/.test(issuer);

/** The OpenID client (with jose) loads with the first SSO step, not with every auth request. */
export const oidcClient = lazyModule(() => import('openid-client'));

const configurations = new Map<string, Promise<Oidc.Configuration>>();

/** The provider's discovered metadata and our client, once per container per settings (a failed discovery is retried). */
export async function oidcConfiguration(settings: ProviderSettings): Promise<Oidc.Configuration> {
  const [client, secret] = await Promise.all([oidcClient(), readSecret(settings.secret)]);
  const cacheKey = JSON.stringify([settings.issuer, settings.clientId, secret]);
  let found = configurations.get(cacheKey);
  if (!found) {
    found = client.discovery(new URL(settings.issuer), settings.clientId, { client_secret: secret }, client.ClientSecretBasic(secret), {
      timeout: 5,
      // The ID token's signature is checked against the provider's keys too, not only trusted from the token endpoint.
      execute: [client.enableNonRepudiationChecks, ...(isLoopback(settings.issuer) ? [client.allowInsecureRequests] : [])],
    });
    configurations.set(cacheKey, found);
    found.catch(() => configurations.delete(cacheKey));
  }
  return found;
}
