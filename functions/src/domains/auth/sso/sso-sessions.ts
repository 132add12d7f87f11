import { BatchGetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SECURITY, SSO_PROVIDERS, type SsoProvider } from '@sddp/shared';
import { config } from '#kit/config';
import { sha256Hex } from '#kit/crypto/tokens';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { addMinutes, epochSeconds } from '#kit/time';
import { oidcClient, oidcConfiguration, providerSettings } from './oidc-providers';

/** Notes which provider opened a session, so its logout can end the provider's session too (RP-initiated logout). */
export async function recordSsoSession(token: string, provider: SsoProvider, now = new Date()): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.ssoSession(sha256Hex(token)),
        kind: 'SsoSession',
        provider,
        expiresAt: epochSeconds(addMinutes(now, SECURITY.sessionAbsoluteHours * 60)),
      },
    }),
  );
}

export interface SessionSsoInfo {
  /** The provider's end-session URL when the session came from a provider that offers one. */
  logoutUrl?: string;
  /** Spec §3 huayunRegisterState: 1 once the account is registered with the inventory system. */
  inventoryRegistered: boolean;
}

/** What /user/info adds for single sign-on, in one BatchGetItem: the session's provider and the inventory registration. */
export async function sessionSsoInfo(tokenHash: string, userId: number): Promise<SessionSsoInfo> {
  const table = tableName();
  const { Responses } = await db().send(
    new BatchGetCommand({ RequestItems: { [table]: { Keys: [keys.ssoSession(tokenHash), keys.inventoryAccount(userId)] } } }),
  );
  const items = Responses?.[table] ?? [];
  const sso = items.find((item) => item.sk === 'SSO');
  const inventoryRegistered = items.some((item) => item.sk === 'INVENTORY');
  const provider = SSO_PROVIDERS.find((name) => name === sso?.provider);
  const logoutUrl = provider ? await endSessionUrl(provider).catch(() => undefined) : undefined;
  return { inventoryRegistered, ...(logoutUrl ? { logoutUrl } : {}) };
}

async function endSessionUrl(provider: SsoProvider): Promise<string | undefined> {
  const settings = providerSettings(provider);
  if (!settings) return undefined;
  const [client, configuration] = await Promise.all([oidcClient(), oidcConfiguration(settings)]);
  if (!configuration.serverMetadata().end_session_endpoint) return undefined;
  // client_id rather than id_token_hint: the ID token never goes to the browser.
  return client.buildEndSessionUrl(configuration, {
    client_id: settings.clientId,
    post_logout_redirect_uri: `${config().PUBLIC_URL}/login`,
  }).href;
}
