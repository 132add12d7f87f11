import { tableName } from '#kit/db/client';
import { isConditionFailure } from '#kit/db/conditions';
import { keys } from '#kit/db/keys';
import { transactWrite, type TransactItem } from '#kit/db/transact';
import type { TagDeliveryRecord } from './tag-delivery-records';

/** The reviewer's count of what waits moves with the entries, in their transaction: the queue's total is one read. */
export const queueCount = (userId: number, by: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.reviewQueueCount(userId),
    UpdateExpression: 'SET kind = :kind ADD waiting :by',
    ExpressionAttributeValues: { ':kind': 'ReviewQueueCount', ':by': by },
  },
});

/** A tag leaves one reviewer's queue: its entry goes and the count with it; `onlyIfThere` refuses the pair when the entry is gone. */
export const queueLeave = (userId: number, submittedAt: string, tagId: number, onlyIfThere = false): TransactItem[] => [
  {
    Delete: {
      TableName: tableName(),
      Key: keys.reviewQueueEntry(userId, submittedAt, tagId),
      ...(onlyIfThere ? { ConditionExpression: 'attribute_exists(pk)' } : {}),
    },
  },
  queueCount(userId, -1),
];

/**
 * Deleted tags that were waiting for review leave their reviewers' queues, after the delete committed (a
 * contract's steps have no room for them). One small transaction per entry, on the entry being there, so
 * repeating it never counts twice.
 */
export async function withdrawFromQueues(records: readonly TagDeliveryRecord[]): Promise<void> {
  for (const record of records) {
    if (record.status !== 'submitted') continue;
    for (const userId of record.reviewers) {
      try {
        await transactWrite(queueLeave(userId, record.submittedAt, record.tagId, true));
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
  }
}
