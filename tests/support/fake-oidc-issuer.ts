import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

export interface FakeIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The ID token the token endpoint answers next, built from the claims the test wants. */
  answerWith(build: (keys: { trusted: CryptoKey; forged: CryptoKey }) => Promise<string>): void;
  trusted: CryptoKey;
  forged: CryptoKey;
  stop(): Promise<void>;
}

/** A minimal OpenID provider whose token endpoint answers whatever ID token the test made (forged, expired…). */
export async function startFakeIssuer(): Promise<FakeIssuer> {
  const trusted = await generateKeyPair('RS256');
  const forged = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(trusted.publicKey)), kid: 'trusted', alg: 'RS256', use: 'sig' };
  let nextIdToken: () => Promise<string> = () => Promise.reject(new Error('no token prepared'));
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (path === '/.well-known/openid-configuration') {
      return json({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (path === '/jwks') return json({ keys: [jwk] });
    if (path === '/token') {
      void nextIdToken().then((idToken) => json({ access_token: 'at', token_type: 'Bearer', expires_in: 60, id_token: idToken }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const keys = { trusted: trusted.privateKey, forged: forged.privateKey };
  return {
    issuer,
    clientId: 'fake-client',
    clientSecret: 'fake-secret-value',
    trusted: keys.trusted,
    forged: keys.forged,
    answerWith: (build) => {
      nextIdToken = () => build(keys);
    },
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** An ID token for the fake issuer, signed with `key`, with the given claims over sane defaults. */
export function idToken(issuer: FakeIssuer, key: CryptoKey, claims: Record<string, unknown>, kid = 'trusted'): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: issuer.issuer, aud: issuer.clientId, sub: 's1', iat: now, exp: now + 300, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid })
    .sign(key);
}
