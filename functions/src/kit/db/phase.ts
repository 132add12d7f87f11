import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { isConditionFailure } from './conditions';

/**
 * Moves a job's `phase` to `to` when it is one of `from`, in one conditional UpdateItem: false when another
 * process moved it first. `expiresAt` (epoch seconds) lets the table's TTL remove an item that is finished.
 */
export async function movePhase<Phase extends string>(
  Key: { pk: string; sk: string },
  to: Phase,
  from: readonly Phase[],
  expiresAt?: number,
): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key,
        UpdateExpression: `SET phase = :to${expiresAt === undefined ? '' : ', expiresAt = :expires'}`,
        ConditionExpression: `phase IN (${from.map((_, index) => `:from${index}`).join(', ')})`,
        ExpressionAttributeValues: {
          ':to': to,
          ...Object.fromEntries(from.map((phase, index) => [`:from${index}`, phase])),
          ...(expiresAt === undefined ? {} : { ':expires': expiresAt }),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
