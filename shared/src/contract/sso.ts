import * as z from 'zod/mini';
import { id, requiredText, serverKey, text } from '../validators/common';
import { defineEndpoint } from './endpoint';

/**
 * Enterprise sign-on (OpenID Connect, two providers), URL sign-ins (a partner's signed hand-off, the
 * one-time hand-off code), partner registrations and the inventory system's single sign-on (spec §2.4,
 * §4, §7; issue 15). Every outside assertion is verified on the server; no secret is ever answered
 * except a partner's new shared secret, once, to the administrator who created or rotated it.
 */

export const SSO_PROVIDERS = ['intranet', 'internet'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];

export const SSO_LIMITS = {
  /** The provider's callback query (code, state, iss, session_state, error…), as the browser received it. */
  callbackMax: 4_000,
  /** A partner's signed hand-off: base64url payload '.' base64url signature. */
  partnerSecretMax: 2_000,
  partnerNameMax: 50,
  callbackUrlMax: 500,
} as const;

/** How long a hand-off code lives (spec: at most 60 s). */
export const HANDOFF_SECONDS = 60;

const none = z.object({});
const token = z.object({ token: z.string() });

/** The browser-side half of an OIDC transaction: without it the callback is refused (login CSRF). */
const binding = serverKey('error.sso.transactionInvalid');

export const ssoProviders = defineEndpoint({
  id: 'auth.ssoProviders',
  domain: 'auth',
  method: 'GET',
  path: '/auth/unifying/providers',
  input: none,
  output: z.object({ intranet: z.boolean(), internet: z.boolean() }),
  access: 'public',
});

const authPathOutput = z.object({ url: z.string(), binding: z.string() });

export const intranetAuthPath = defineEndpoint({
  id: 'auth.intranetAuthPath',
  domain: 'auth',
  method: 'GET',
  path: '/auth/unifying/in/getAuthPath',
  input: none,
  output: authPathOutput,
  access: 'public',
});

export const internetAuthPath = defineEndpoint({
  id: 'auth.internetAuthPath',
  domain: 'auth',
  method: 'GET',
  path: '/auth/unifying/out/getAuthPath',
  input: none,
  output: authPathOutput,
  access: 'public',
});

/** Never the spec's bare {userName}: the provider's callback, checked against the transaction it belongs to. */
const ssoLoginInput = z.object({
  callback: requiredText('error.sso.transactionInvalid', SSO_LIMITS.callbackMax, 'error.sso.transactionInvalid'),
  binding,
});

export const intranetLogin = defineEndpoint({
  id: 'auth.intranetLogin',
  domain: 'auth',
  method: 'POST',
  path: '/auth/unifying/in/login',
  input: ssoLoginInput,
  output: token,
  access: 'public',
  log: 'log.sso.intranetLogin',
  logFailure: 'log.loginFailure',
});

export const internetLogin = defineEndpoint({
  id: 'auth.internetLogin',
  domain: 'auth',
  method: 'POST',
  path: '/auth/unifying/out/login',
  input: ssoLoginInput,
  output: token,
  access: 'public',
  log: 'log.sso.internetLogin',
  logFailure: 'log.loginFailure',
});

/** login1, the URL's 'secret': a partner system's signed hand-off (HMAC-SHA256, timestamp, nonce). */
export const partnerLogin = defineEndpoint({
  id: 'auth.partnerLogin',
  domain: 'auth',
  method: 'POST',
  path: '/auth/secret_login',
  input: z.object({
    secret: requiredText('error.sso.partnerSecretInvalid', SSO_LIMITS.partnerSecretMax, 'error.sso.partnerSecretInvalid'),
  }),
  output: token,
  access: 'public',
  log: 'log.sso.partnerLogin',
  logFailure: 'log.loginFailure',
});

export const HANDOFF_PURPOSES = ['jumpLogin'] as const;

/** A one-time hand-off code for the signed-in account, instead of a session token in a URL. */
export const issueHandoff = defineEndpoint({
  id: 'auth.issueHandoff',
  domain: 'auth',
  method: 'POST',
  path: '/auth/handoff',
  input: z.object({ purpose: z.enum(HANDOFF_PURPOSES, { error: 'error.sso.handoffInvalid' }) }),
  output: z.object({ code: z.string(), expiresAt: z.string(), url: z.string() }),
  access: 'session',
});

/** login2: /jumpLogin exchanges the hand-off code by POST, once. */
export const handoffLogin = defineEndpoint({
  id: 'auth.handoffLogin',
  domain: 'auth',
  method: 'POST',
  path: '/auth/handoff_login',
  input: z.object({ code: serverKey('error.sso.handoffInvalid') }),
  output: token,
  access: 'public',
  log: 'log.sso.handoffLogin',
  logFailure: 'log.loginFailure',
});

/** Spec §4: register when needed, get a token, answer the inventory page's URL; the hand-over is recorded. */
export const inventorySso = defineEndpoint({
  id: 'auth.inventorySso',
  domain: 'auth',
  method: 'POST',
  path: '/user/inventory/sso',
  input: none,
  output: z.object({ url: z.string() }),
  access: 'session',
  log: 'log.sso.inventoryHandOver',
});

export const partnerRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  callbackUrl: z.string(),
  secretVersion: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
  version: z.number(),
});
export type PartnerRow = z.infer<typeof partnerRowSchema>;

const callbackUrl = text(SSO_LIMITS.callbackUrlMax, 'validation.sso.callbackUrl', 'validation.sso.callbackUrl').check(
  z.refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), { error: 'validation.sso.callbackUrl' }),
);

export const partnerSaveInput = z.object({
  id: z.optional(id()),
  name: requiredText('validation.sso.partnerName', SSO_LIMITS.partnerNameMax),
  callbackUrl,
});
export type PartnerSaveInput = z.input<typeof partnerSaveInput>;

export const partnerList = defineEndpoint({
  id: 'auth.partnerList',
  domain: 'auth',
  method: 'GET',
  path: '/user/admin/partner-platform/list',
  input: none,
  output: z.array(partnerRowSchema),
  access: ['admin'],
});

/**
 * Spec §7's `/user/admin/{partner-platform}/save`, as a POST: a create answers the new shared secret,
 * once; an edit (with id) changes name and callback only (docs/decisions.md "Partner platforms").
 */
export const partnerSave = defineEndpoint({
  id: 'auth.partnerSave',
  domain: 'auth',
  method: 'POST',
  path: '/user/admin/partner-platform/save',
  input: partnerSaveInput,
  output: z.object({ partner: partnerRowSchema, secret: z.optional(z.string()) }),
  access: ['admin'],
  log: 'log.sso.partnerSaved',
});

export const partnerRotate = defineEndpoint({
  id: 'auth.partnerRotate',
  domain: 'auth',
  method: 'POST',
  path: '/user/admin/partner-platform/rotate',
  input: z.object({ id: id() }),
  output: z.object({ partner: partnerRowSchema, secret: z.string() }),
  access: ['admin'],
  log: 'log.sso.partnerRotated',
});

export const SSO_ENDPOINTS = [
  ssoProviders,
  intranetAuthPath,
  internetAuthPath,
  intranetLogin,
  internetLogin,
  partnerLogin,
  issueHandoff,
  handoffLogin,
  inventorySso,
  partnerList,
  partnerSave,
  partnerRotate,
];
