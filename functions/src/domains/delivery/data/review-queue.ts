import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { queueCount, queueLeave } from '#entities/tag-delivery';
import { db, tableName } from '#kit/db/client';
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

const put = (entry: QueueEntry): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.reviewQueueEntry(entry.userId, entry.submittedAt, entry.tagId), kind: 'ReviewQueueEntry', ...entry },
  },
});

/** A submitted tag's entries, one per reviewer (the reviewers are distinct). */
export const queueEntryPuts = (entries: readonly QueueEntry[]): TransactItem[] => [
  ...entries.map(put),
  ...entries.map((entry) => queueCount(entry.userId, 1)),
];

/**
 * A reviewed tag leaves the queues of the step's reviewers for those of the next step (none when it left
 * review): an account in both keeps its entry, now of the next step, and its count. The entries of one
 * tag share its submission time, so an entry kept is the same item, written once.
 */
export function queueMoves(from: { userIds: readonly number[]; submittedAt: string; tagId: number }, to: readonly QueueEntry[]) {
  const staying = new Set(to.map((entry) => entry.userId));
  const leaving = from.userIds.filter((userId) => !staying.has(userId));
  const arriving = to.filter((entry) => !from.userIds.includes(entry.userId));
  return [
    ...leaving.flatMap((userId) => queueLeave(userId, from.submittedAt, from.tagId)),
    ...to.map(put),
    ...arriving.map((entry) => queueCount(entry.userId, 1)),
  ];
}

const entryOf = (item: Record<string, unknown>): QueueEntry => ({
  userId: Number(item.userId),
  tagId: Number(item.tagId),
  contractId: Number(item.contractId),
  projectId: Number(item.projectId),
  step: String(item.step),
  submittedAt: String(item.submittedAt),
});

/**
 * A page of what waits for the reviewer, oldest first, and how many wait: the count (one GetItem) and the
 * entries up to the page's end (a Query of the queue partition after the count's sort key, Limit the
 * page's end), so the first pages cost the same however long the queue is; a page further in reads the
 * entries before it (docs/data-model.md D9).
 */
export async function queuePage(userId: number, page: number, limit: number): Promise<{ rows: QueueEntry[]; total: number }> {
  const counter = keys.reviewQueueCount(userId);
  const end = page * limit;
  const entries: QueueEntry[] = [];
  const [stored] = await Promise.all([
    db().send(new GetCommand({ TableName: tableName(), Key: counter, ConsistentRead: true })),
    (async () => {
      let cursor: Record<string, unknown> | undefined;
      do {
        const answer = await db().send(
          new QueryCommand({
            TableName: tableName(),
            KeyConditionExpression: 'pk = :pk AND sk > :counter',
            ExpressionAttributeValues: { ':pk': counter.pk, ':counter': counter.sk },
            Limit: end - entries.length,
            ConsistentRead: true,
            ExclusiveStartKey: cursor,
          }),
        );
        entries.push(...(answer.Items ?? []).map(entryOf));
        cursor = answer.LastEvaluatedKey;
      } while (cursor && entries.length < end);
    })(),
  ]);
  return { rows: entries.slice(end - limit), total: Math.max(0, Number(stored.Item?.waiting ?? 0)) };
}

/** Everything waiting for the reviewer, oldest first (the export: one paged Query of the queue partition). */
export async function queueAll(userId: number): Promise<QueueEntry[]> {
  const counter = keys.reviewQueueCount(userId);
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND sk > :counter',
    ExpressionAttributeValues: { ':pk': counter.pk, ':counter': counter.sk },
    ConsistentRead: true,
  });
  return items.map(entryOf);
}
