import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SECURITY } from '@sddp/shared';
import { db, tableName } from '#kit/db/client';
import { isConditionFailure } from '#kit/db/conditions';
import { keys } from '#kit/db/keys';
import { addMinutes, epochSeconds } from '#kit/time';

/**
 * Sign-in attempts are counted per account name, known or not, within a window of the lock period.
 * An attempt takes its slot before the password is checked (one conditional ADD), so parallel
 * attempts cannot get past the limit; a success clears the count, a failure leaves it. Once the
 * limit is reached the name is locked until the window ends. The window is checked in code, since
 * TTL deletes late (and DynamoDB Local never).
 */
export async function reserveAttempt(userCode: string, now = new Date()): Promise<boolean> {
  const key = keys.loginFailures(userCode);
  await db()
    .send(
      new DeleteCommand({
        TableName: tableName(),
        Key: key,
        ConditionExpression: 'expiresAt < :now',
        ExpressionAttributeValues: { ':now': epochSeconds(now) },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD failures :one SET expiresAt = if_not_exists(expiresAt, :ttl), kind = :kind',
        ConditionExpression: 'attribute_not_exists(failures) OR failures < :max',
        ExpressionAttributeValues: {
          ':one': 1,
          ':max': SECURITY.loginFailuresBeforeLock,
          ':ttl': epochSeconds(addMinutes(now, SECURITY.loginLockMinutes)),
          ':kind': 'LoginFailures',
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * After the last allowed failure the lock runs a full period from now. Answers whether this failure
 * locked the name (the lock was not set before; a parallel failure may only extend it).
 */
export async function recordFailure(userCode: string, now = new Date()): Promise<boolean> {
  const until = addMinutes(now, SECURITY.loginLockMinutes);
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.loginFailures(userCode),
        UpdateExpression: 'SET lockedUntil = :until, expiresAt = :ttl',
        ConditionExpression: 'failures >= :max',
        ExpressionAttributeValues: { ':until': until.toISOString(), ':ttl': epochSeconds(until), ':max': SECURITY.loginFailuresBeforeLock },
        ReturnValues: 'UPDATED_OLD',
      }),
    );
    return Attributes?.lockedUntil === undefined;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Whether the name is locked now (sign-ins that prove the person elsewhere, e.g. single sign-on, respect the lock). */
export async function isLocked(userCode: string, now = new Date()): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.loginFailures(userCode) }));
  return Boolean(Item && Number(Item.failures) >= SECURITY.loginFailuresBeforeLock && Number(Item.expiresAt) >= epochSeconds(now));
}

export async function clearFailures(userCode: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.loginFailures(userCode) }));
}
