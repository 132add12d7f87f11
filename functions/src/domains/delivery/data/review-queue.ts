import { tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { queryAll } from '#kit/db/paging';
import type { TransactItem } from '#kit/db/transact';

/** A tag waiting for one reviewer (docs/data-model.md "Digital delivery"). */
export interface QueueEntry {
  userId: number;
  tagId: number;
  contractId: number;
  projectId: number;
  step: string;
  submittedAt: string;
}

export const queueEntryPuts = (entries: readonly QueueEntry[]): TransactItem[] =>
  entries.map((entry) => ({
    Put: {
      TableName: tableName(),
      Item: { ...keys.reviewQueueEntry(entry.userId, entry.submittedAt, entry.tagId), kind: 'ReviewQueueEntry', ...entry },
    },
  }));

export const queueEntryDeletes = (userIds: readonly number[], submittedAt: string, tagId: number): TransactItem[] =>
  userIds.map((userId) => ({ Delete: { TableName: tableName(), Key: keys.reviewQueueEntry(userId, submittedAt, tagId) } }));

/** What waits for the reviewer, oldest first: one Query of their queue partition. */
export async function queueOf(userId: number): Promise<QueueEntry[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.reviewQueueEntry(userId, '', 0).pk },
  });
  return items.map((item) => ({
    userId: Number(item.userId),
    tagId: Number(item.tagId),
    contractId: Number(item.contractId),
    projectId: Number(item.projectId),
    step: String(item.step),
    submittedAt: String(item.submittedAt),
  }));
}
