import { createHmac } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ERROR_CODE } from '@sddp/shared';
import { config } from '#kit/config';
import { safeEqual, sha256Hex } from '#kit/crypto/tokens';
import { db, tableName } from '#kit/db/client';
import { isConditionFailure } from '#kit/db/conditions';
import { keys } from '#kit/db/keys';
import { AppError } from '#kit/errors';
import { readSecret } from './secrets';

/** How far a partner's timestamp may be from ours, either way. */
export const PARTNER_SKEW_SECONDS = 60;

const hmac = (key: string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest('base64url');
const refused = () => new AppError(ERROR_CODE.invalid, 'error.sso.partnerSecretInvalid');

async function masterKey(): Promise<string> {
  const key = await readSecret({ value: config().PARTNER_KEY, parameter: config().PARTNER_KEY_PARAMETER });
  if (!key) throw new AppError(ERROR_CODE.notFound, 'error.sso.notConfigured');
  return key;
}

/**
 * A partner's shared secret is derived, never stored: HMAC(master key, partner id and secret version).
 * Rotating bumps the version; a leaked table holds nothing that signs (docs/decisions.md "Partner platforms").
 */
export async function partnerSecret(partnerId: number, secretVersion: number): Promise<string> {
  return hmac(await masterKey(), `sddp-partner:${partnerId}:${secretVersion}`);
}

/** What a partner signs: who it is, the account, when (epoch seconds) and a fresh nonce. */
export interface PartnerHandoff {
  p: number;
  u: string;
  ts: number;
  n: string;
}

/** `base64url(JSON) '.' base64url(HMAC-SHA256(shared secret, that first part))`: the URL's 'secret'. */
export function signPartnerHandoff(sharedSecret: string, handoff: PartnerHandoff): string {
  const payload = Buffer.from(JSON.stringify(handoff), 'utf8').toString('base64url');
  return `${payload}.${hmac(sharedSecret, payload)}`;
}

/** Reads the signed hand-off's claims without trusting them (the partner's record gives the key). */
export function readPartnerHandoff(secret: string): PartnerHandoff {
  const [payload, signature, ...rest] = secret.split('.');
  if (!payload || !signature || rest.length > 0) throw refused();
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<PartnerHandoff>;
    const { p, u, ts, n } = parsed;
    if (!Number.isSafeInteger(p) || typeof u !== 'string' || !Number.isSafeInteger(ts) || typeof n !== 'string') throw refused();
    if (!u || u.length > 64 || n.length < 16 || n.length > 128) throw refused();
    return { p: p!, u, ts: ts!, n };
  } catch {
    throw refused();
  }
}

/** Signature, then time, then the nonce claimed once (a conditional put): a replay or a late hand-off is refused. */
export async function verifyPartnerHandoff(secret: string, sharedSecret: string, now = new Date()): Promise<PartnerHandoff> {
  const handoff = readPartnerHandoff(secret);
  const [payload, signature] = secret.split('.') as [string, string];
  if (!safeEqual(hmac(sharedSecret, payload), signature)) throw refused();
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (Math.abs(nowSeconds - handoff.ts) > PARTNER_SKEW_SECONDS) throw refused();
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.partnerNonce(handoff.p, sha256Hex(handoff.n)),
          kind: 'PartnerNonce',
          expiresAt: handoff.ts + PARTNER_SKEW_SECONDS * 2,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw refused();
    throw error;
  }
  return handoff;
}
