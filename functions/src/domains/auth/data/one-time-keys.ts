import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomToken, sha256Hex } from '#kit/crypto/tokens';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { addMinutes, epochSeconds } from '#kit/time';

/** Links that work once for one account: a password reset, an extension sign-in, a hand-off code (lib/sso). */
export type OneTimeKeyKind = 'reset' | 'extension' | 'handoff:jumpLogin';

export interface OneTimeKey {
  userId: number;
  expiresAt: number;
}

/** Only the hash of the key is stored; the key itself travels in the link. */
export async function issueOneTimeKey(kind: OneTimeKeyKind, userId: number, ttlMinutes: number, now = new Date()) {
  const key = randomToken();
  const expires = addMinutes(now, ttlMinutes);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.oneTimeKey(kind, sha256Hex(key)), kind: 'OneTimeKey', userId, expiresAt: epochSeconds(expires) },
    }),
  );
  return { key, expiresAt: expires.toISOString() };
}

/** The key's account while it is live, without spending it. */
export async function peekOneTimeKey(kind: OneTimeKeyKind, key: string, now = new Date()): Promise<OneTimeKey | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.oneTimeKey(kind, sha256Hex(key)) }));
  return live(Item, now);
}

/** Spends the key (one DeleteItem returning it): of two concurrent uses, one gets it. */
export async function consumeOneTimeKey(kind: OneTimeKeyKind, key: string, now = new Date()): Promise<OneTimeKey | undefined> {
  const { Attributes } = await db().send(
    new DeleteCommand({ TableName: tableName(), Key: keys.oneTimeKey(kind, sha256Hex(key)), ReturnValues: 'ALL_OLD' }),
  );
  return live(Attributes, now);
}

/** The delete that spends a key inside another transaction (a password reset). */
export function spendOneTimeKeyItem(kind: OneTimeKeyKind, key: string) {
  return {
    Delete: {
      TableName: tableName(),
      Key: keys.oneTimeKey(kind, sha256Hex(key)),
      ConditionExpression: 'attribute_exists(pk)',
    },
  };
}

function live(item: Record<string, unknown> | undefined, now: Date): OneTimeKey | undefined {
  if (!item || Number(item.expiresAt) < epochSeconds(now)) return undefined;
  return { userId: Number(item.userId), expiresAt: Number(item.expiresAt) };
}
