import { randomInt } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beijingDay, ERROR_CODE, LIMITS } from '@sddp/shared';
import { safeEqual, sha256Hex } from '#kit/crypto/tokens';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { AppError } from '#kit/errors';
import { addMinutes, epochSeconds } from '#kit/time';

/** What a code is for; each purpose keeps its own code and its own send limits per target. */
export type CodePurpose = 'smsLogin' | 'smsInfo' | 'mail' | 'forgotPassword' | 'mailLogin';

/** The sign-in code mailed instead of the captcha is longer: it stands in front of password guesses. */
const DIGITS: Partial<Record<CodePurpose, number>> = { mailLogin: LIMITS.mailLoginCodeLength };

export const CODE_RULES = {
  ttlMinutes: 5,
  maxAttempts: 5,
  resendSeconds: 60,
  dailyLimit: 10,
} as const;

const normalise = (target: string) => target.trim().toLowerCase();
const hashCode = (purpose: CodePurpose, target: string, code: string) => sha256Hex(`${purpose}:${normalise(target)}:${code}`);

/**
 * Enforces the resend interval and the daily limit for one target, whether or not it belongs to an
 * account. One conditional UpdateItem per check, so concurrent requests cannot both pass.
 */
export async function reserveSend(purpose: CodePurpose, target: string, now = new Date()): Promise<void> {
  // The daily limit counts the users' day, Beijing's, as its message says ("today").
  const day = beijingDay(now);
  const earliest = new Date(now.getTime() - CODE_RULES.resendSeconds * 1000).toISOString();
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.codeRate(purpose, target, day),
        UpdateExpression: 'ADD sent :one SET lastSentAt = :now, expiresAt = :ttl, kind = :kind',
        ConditionExpression:
          '(attribute_not_exists(sent) OR sent < :limit) AND (attribute_not_exists(lastSentAt) OR lastSentAt <= :earliest)',
        ExpressionAttributeValues: {
          ':one': 1,
          ':now': now.toISOString(),
          ':ttl': epochSeconds(addMinutes(now, 48 * 60)),
          ':kind': 'CodeRate',
          ':limit': CODE_RULES.dailyLimit,
          ':earliest': earliest,
        },
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.codeRate(purpose, target, day) }));
    if (Number(Item?.sent) >= CODE_RULES.dailyLimit) throw new AppError(ERROR_CODE.tooManyRequests, 'error.codeDailyLimit');
    const waitMs = new Date(String(Item?.lastSentAt)).getTime() + CODE_RULES.resendSeconds * 1000 - now.getTime();
    throw new AppError(ERROR_CODE.tooManyRequests, 'error.codeTooSoon', { params: { seconds: Math.max(1, Math.ceil(waitMs / 1000)) } });
  }
}

/** A new code (4 digits unless DIGITS says otherwise) for the target, replacing any earlier one; only its hash is stored. */
export async function issueCode(purpose: CodePurpose, target: string, now = new Date()): Promise<string> {
  const digits = DIGITS[purpose] ?? LIMITS.smsCodeLength;
  const code = String(randomInt(0, 10 ** digits)).padStart(digits, '0');
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.code(purpose, target),
        kind: 'Code',
        codeHash: hashCode(purpose, target, code),
        attempts: 0,
        expiresAt: epochSeconds(addMinutes(now, CODE_RULES.ttlMinutes)),
      },
    }),
  );
  return code;
}

/**
 * True when the attempt matches a live code. Every check first takes one of the code's attempts in a
 * single conditional update, so parallel guesses cannot exceed the limit; at the limit the code is
 * spent. A right code stays until `spendCode`, so a form checking two codes spends neither on a
 * failure of the other.
 */
export async function checkCode(purpose: CodePurpose, target: string, attempt: string, now = new Date()): Promise<boolean> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.code(purpose, target),
        UpdateExpression: 'ADD attempts :one',
        ConditionExpression: 'attribute_exists(pk) AND attempts < :max AND expiresAt >= :now',
        ExpressionAttributeValues: { ':one': 1, ':max': CODE_RULES.maxAttempts, ':now': epochSeconds(now) },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return safeEqual(String(Attributes?.codeHash), hashCode(purpose, target, attempt.trim()));
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

export async function spendCode(purpose: CodePurpose, target: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.code(purpose, target) }));
}
