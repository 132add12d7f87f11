import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { MessageKey } from '@sddp/shared';
import { conflict } from '#kit/errors';
import { db, tableName } from './client';
import { isConditionFailure } from './conditions';

type Key = { pk: string; sk: string };

/**
 * Writes an entity and the guard item that reserves its unique code in one transaction, both
 * conditional on not existing: a duplicate fails as a 409 and nothing is half-written.
 */
export async function putWithUniqueGuard(
  entity: Record<string, unknown> & Key,
  guard: Record<string, unknown> & Key,
  duplicateMessage: MessageKey,
): Promise<void> {
  const put = (Item: Record<string, unknown>) => ({
    Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' },
  });
  try {
    await db().send(new TransactWriteCommand({ TransactItems: [put(guard), put(entity)] }));
  } catch (error) {
    if (isConditionFailure(error)) throw conflict(duplicateMessage);
    throw error;
  }
}
