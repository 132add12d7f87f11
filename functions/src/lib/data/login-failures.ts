import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SECURITY } from '@sddp/shared';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';
import { addMinutes, epochSeconds } from '../time';

/** Failures are counted per account name, known or not, so the lockout reveals nothing either. */
export async function isLocked(userCode: string, now = new Date()): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.loginFailures(userCode) }));
  return Boolean(Item?.lockedUntil && new Date(String(Item.lockedUntil)) > now);
}

/** One UpdateItem: ADD the failure; once the threshold is reached, lock for the lock period. */
export async function recordFailure(userCode: string, now = new Date()): Promise<void> {
  const window = addMinutes(now, SECURITY.loginLockMinutes);
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.loginFailures(userCode),
      UpdateExpression: 'ADD failures :one SET expiresAt = :ttl, kind = :kind',
      ExpressionAttributeValues: { ':one': 1, ':ttl': epochSeconds(window), ':kind': 'LoginFailures' },
      ReturnValues: 'ALL_NEW',
    }),
  );
  if (Number(Attributes?.failures) >= SECURITY.loginFailuresBeforeLock) {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.loginFailures(userCode),
        UpdateExpression: 'SET lockedUntil = :until, failures = :zero',
        ExpressionAttributeValues: { ':until': window.toISOString(), ':zero': 0 },
      }),
    );
  }
}

export async function clearFailures(userCode: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.loginFailures(userCode) }));
}
