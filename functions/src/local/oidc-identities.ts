import { escapeHtml } from './oidc-stand-in-http';

/** A person the local identity provider knows; its preferred_username is the demo account it maps to. */
export interface LocalIdentity {
  /** The provider's subject. */
  sub: string;
  /** The account's userCode (the claim the functions map, OIDC_USER_CLAIM). */
  userName: string;
  description: string;
}

/** The stand-in providers' settings, as the functions read them (functions/src/kit/config.ts). */
export interface LocalOidcClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Each provider's people: every demo account, under a subject of that provider. */
export function identitiesFor(provider: 'intranet' | 'internet', accounts: readonly { userCode: string; description: string }[]) {
  return accounts.map<LocalIdentity>((account) => ({
    sub: `${provider}:${account.userCode}`,
    userName: account.userCode,
    description: account.description,
  }));
}

/** The sign-in page: one button per identity (no password: this provider only stands in for the enterprise one). */
export function interactionPage(title: string, uid: string, identities: readonly LocalIdentity[]): string {
  const buttons = identities
    .map(
      (identity) =>
        `<li><button type="submit" name="account" value="${escapeHtml(identity.sub)}">${escapeHtml(identity.userName)}</button> ${escapeHtml(identity.description)}</li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>Local stand-in identity provider: choose who signs in.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login"><ul>${buttons}</ul></form></main></body></html>`;
}
