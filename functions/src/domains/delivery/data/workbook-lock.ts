import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ERROR_CODE } from '@sddp/shared';
import { db, tableName } from '#kit/db/client';
import { isConditionFailure } from '#kit/db/conditions';
import { keys } from '#kit/db/keys';
import type { TransactItem } from '#kit/db/transact';
import { AppError } from '#kit/errors';
import { nowIso } from '#kit/time';

/** One answer for a contract whose tags a workbook import is writing: try again shortly. */
export const workbookImportBusy = () => new AppError(ERROR_CODE.conflict, 'error.importBusy');

/**
 * Takes the contract for a workbook import: while the lock stands, every other write of the contract's
 * deliveries is refused (workbookUnlocked), so what the import planned is what it writes. Taken again
 * by the same job (a recovery), it stays the job's.
 */
export async function takeWorkbookLock(contractId: number, jobId: string): Promise<void> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.deliveryWorkbookLock(contractId), kind: 'DeliveryWorkbookLock', jobId, since: nowIso() },
        ConditionExpression: 'attribute_not_exists(pk) OR jobId = :jobId',
        ExpressionAttributeValues: { ':jobId': jobId },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw workbookImportBusy();
    throw error;
  }
}

/** Releases the lock if the job still holds it (repeating it changes nothing). */
export async function releaseWorkbookLock(contractId: number, jobId: string): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.deliveryWorkbookLock(contractId),
        ConditionExpression: 'jobId = :jobId',
        ExpressionAttributeValues: { ':jobId': jobId },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export async function workbookLockHolder(contractId: number): Promise<string | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.deliveryWorkbookLock(contractId), ConsistentRead: true }),
  );
  return typeof Item?.jobId === 'string' ? Item.jobId : undefined;
}

/** The check a delivery write carries in its transaction: no workbook import holds the contract. */
export const workbookUnlocked = (contractId: number): TransactItem => ({
  ConditionCheck: { TableName: tableName(), Key: keys.deliveryWorkbookLock(contractId), ConditionExpression: 'attribute_not_exists(pk)' },
});
