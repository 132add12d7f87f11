import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SECURITY } from '@sddp/shared';
import { randomToken, sha256Hex } from '#kit/crypto/tokens';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { queryPages } from '#kit/db/paging';
import { addMinutes, epochSeconds } from '#kit/time';

/** A session is stored under the SHA-256 of its token: a leaked table does not leak live tokens. */
export interface SessionRecord {
  tokenHash: string;
  userId: number;
  /** The account's organisation when the session opened: lets the principal read both in one call. */
  orgId?: number;
  createdAt: string;
  lastSeenAt: string;
  absoluteExpiresAt: string;
  sourceIp: string;
  userAgent: string;
}

const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(
  user: { id: number; orgId: number },
  client: { sourceIp: string; userAgent: string },
  now = new Date(),
) {
  const token = randomToken();
  const absolute = addMinutes(now, SECURITY.sessionAbsoluteHours * 60);
  const userId = user.id;
  const record: SessionRecord = {
    tokenHash: sha256Hex(token),
    userId,
    orgId: user.orgId,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    absoluteExpiresAt: absolute.toISOString(),
    sourceIp: client.sourceIp,
    userAgent: client.userAgent.slice(0, 256),
  };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.session(record.tokenHash),
        gsi1pk: keys.sessionsOfUser(userId),
        gsi1sk: record.createdAt,
        kind: 'Session',
        expiresAt: epochSeconds(absolute),
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return { token, record };
}

/**
 * The live session for a token, or undefined when unknown, idle past the limit or past its absolute
 * expiry. DynamoDB TTL deletes lazily, so expiry is always checked here too.
 */
export async function findLiveSession(token: string, now = new Date()): Promise<SessionRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.session(sha256Hex(token)) }));
  const session = Item as SessionRecord | undefined;
  if (!session) return undefined;
  const idleLimit = addMinutes(new Date(session.lastSeenAt), SECURITY.sessionIdleMinutes);
  if (now > idleLimit || now > new Date(session.absoluteExpiresAt)) return undefined;
  if (now.getTime() - new Date(session.lastSeenAt).getTime() > TOUCH_INTERVAL_MS) await touchSession(session, now);
  return session;
}

async function touchSession(session: SessionRecord, now: Date): Promise<void> {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.session(session.tokenHash),
        UpdateExpression: 'SET lastSeenAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':now': now.toISOString() },
      }),
    )
    .catch(() => undefined);
}

export async function deleteSession(tokenHash: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.session(tokenHash) }));
}

/**
 * Ends every session of the account but the one given (after a password change): one Query on the
 * user's sessions, then one DeleteItem each.
 */
export async function revokeSessionsOf(userId: number, exceptTokenHash?: string): Promise<number> {
  let revoked = 0;
  const pages = queryPages({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.sessionsOfUser(userId) },
    ProjectionExpression: 'tokenHash',
  });
  for await (const page of pages) {
    for (const item of page) {
      const tokenHash = String(item.tokenHash);
      if (tokenHash === exceptTokenHash) continue;
      await deleteSession(tokenHash);
      revoked += 1;
    }
  }
  return revoked;
}

/** Keeps the caller's own session valid after its password change (see sessionsValidFrom). */
export async function renewSession(tokenHash: string, now = new Date()): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.session(tokenHash),
      UpdateExpression: 'SET createdAt = :now, lastSeenAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': now.toISOString() },
    }),
  );
}
