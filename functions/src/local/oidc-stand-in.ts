import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Provider from 'oidc-provider';
import { identitiesFor, interactionPage, type LocalIdentity, type LocalOidcClient } from './oidc-identities';
import { memoryAdapter } from './oidc-memory-adapter';
import { readSmallBody } from './oidc-stand-in-http';
import { closeServer, listen } from './server';

export interface OidcStandIn extends LocalOidcClient {
  provider: 'intranet' | 'internet';
  identities: LocalIdentity[];
  stop(): Promise<void>;
}

export interface OidcStandInOptions {
  provider: 'intranet' | 'internet';
  /** The web origin: the redirect URI is its /auth-redirect, the post-logout URI its /login. */
  publicUrl: string;
  accounts: readonly { userCode: string; description: string }[];
  port?: number;
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 for `npm start` and the tests: authorization
 * code with PKCE required, RS256 ID tokens, RP-initiated logout, and a sign-in page listing the demo identities.
 */
export async function startOidcStandIn(options: OidcStandInOptions): Promise<OidcStandIn> {
  const identities = identitiesFor(options.provider, options.accounts);
  const clientId = `sddp-${options.provider}`;
  const clientSecret = randomBytes(24).toString('base64url');
  const server = createServer();
  const port = await listen(server, options.port ?? 0);
  const issuer = `http://127.0.0.1:${port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${options.publicUrl}/auth-redirect`],
        post_logout_redirect_uris: [`${options.publicUrl}/login`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: `${options.provider}-1`, use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { methods: ['S256'], required: () => true },
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'] },
    conformIdTokenClaims: false,
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    adapter: memoryAdapter(),
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, sub: string) => {
      const identity = identities.find((candidate) => candidate.sub === sub);
      return identity
        ? { accountId: sub, claims: () => ({ sub, preferred_username: identity.userName, name: identity.description }) }
        : undefined;
    },
  });
  const callback = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const interaction = /^\/interaction\/([\w-]+)(\/login)?$/.exec(new URL(req.url ?? '/', issuer).pathname);
    if (!interaction) return callback(req, res);
    handleInteraction(provider, req, res, identities, `${options.provider} sign-on`).catch((error: unknown) => {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(error instanceof Error ? error.message : 'error');
    });
  });
  return { provider: options.provider, issuer, clientId, clientSecret, identities, stop: () => closeServer(server) };
}

async function handleInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  identities: readonly LocalIdentity[],
  title: string,
): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (req.method !== 'POST') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(interactionPage(title, details.uid, identities));
    return;
  }
  const sub = new URLSearchParams(await readSmallBody(req)).get('account') ?? '';
  if (!identities.some((identity) => identity.sub === sub)) throw new Error('unknown identity');
  const grant = new provider.Grant({ accountId: sub, clientId: String(details.params.client_id) });
  grant.addOIDCScope('openid profile');
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { login: { accountId: sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
}
