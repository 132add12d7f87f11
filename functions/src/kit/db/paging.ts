import { BatchGetCommand, BatchWriteCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { busy } from '#kit/errors';
import { db, tableName } from './client';
import { backoff } from './transact';

type Item = Record<string, unknown>;
const MAX_RETRIES = 8;

/** Every page of a Query, one at a time (for work that should not hold them all). */
export async function* queryPages(input: QueryCommandInput): AsyncGenerator<Item[]> {
  let cursor: Item | undefined;
  do {
    const page = await db().send(new QueryCommand({ ...input, ExclusiveStartKey: cursor }));
    yield page.Items ?? [];
    cursor = page.LastEvaluatedKey;
  } while (cursor);
}

export async function queryAll(input: QueryCommandInput): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of queryPages(input)) items.push(...page);
  return items;
}

/** The items of a partition of gsi1, a page at a time. */
export const gsi1Pages = (partition: string) =>
  queryPages({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': partition },
  });

/** BatchGetItem in calls of 100 keys, retrying unprocessed keys; order is not kept. */
export async function batchGetAll(keyList: readonly Item[], options: { consistent?: boolean } = {}): Promise<Item[]> {
  const found: Item[] = [];
  for (let start = 0; start < keyList.length; start += 100) {
    let pending: Item[] | undefined = keyList.slice(start, start + 100);
    for (let attempt = 0; pending && pending.length > 0; attempt++) {
      // Unprocessed keys mean throttling: back off, and past the budget tell the caller to retry.
      if (attempt > MAX_RETRIES) throw busy(new Error('BatchGetItem kept returning unprocessed keys'));
      if (attempt > 0) await backoff(attempt);
      const response = await db().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: options.consistent ?? false } } }),
      );
      found.push(...(response.Responses?.[tableName()] ?? []));
      pending = response.UnprocessedKeys?.[tableName()]?.Keys as Item[] | undefined;
    }
  }
  return found;
}

/** One BatchWriteItem call of at most 25 requests, retrying unprocessed items. */
export async function batchWrite(requests: readonly Item[]): Promise<void> {
  let pending: Item[] | undefined = [...requests];
  for (let attempt = 0; pending && pending.length > 0; attempt++) {
    if (attempt > MAX_RETRIES) throw busy(new Error('BatchWriteItem kept returning unprocessed items'));
    if (attempt > 0) await backoff(attempt);
    const response = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
    pending = response.UnprocessedItems?.[tableName()] as Item[] | undefined;
  }
}
