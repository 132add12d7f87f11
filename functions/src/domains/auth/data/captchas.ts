import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SECURITY } from '@sddp/shared';
import { randomToken } from '#kit/crypto/tokens';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { epochSeconds } from '#kit/time';

export async function storeCaptcha(answer: string, now = new Date()): Promise<string> {
  const key = randomToken();
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.captcha(key),
        kind: 'Captcha',
        answer: answer.toLowerCase(),
        expiresAt: epochSeconds(now) + SECURITY.captchaTtlSeconds,
      },
    }),
  );
  return key;
}

/**
 * Single use: the item is deleted by the first attempt, right or wrong (one DeleteItem returning the
 * old item, so two concurrent attempts cannot both see it).
 */
export async function consumeCaptcha(key: string, attempt: string, now = new Date()): Promise<boolean> {
  const { Attributes } = await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.captcha(key), ReturnValues: 'ALL_OLD' }));
  if (!Attributes || Number(Attributes.expiresAt) < epochSeconds(now)) return false;
  return Attributes.answer === attempt.trim().toLowerCase();
}
