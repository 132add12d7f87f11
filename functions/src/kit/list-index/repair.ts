import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#kit/db/client';
import { runLimited } from '#kit/db/concurrency';
import { cancellationCodes, isConditionFailure } from '#kit/db/conditions';
import { keys } from '#kit/db/keys';
import { queryAll } from '#kit/db/paging';
import type { IndexedRow, ListIndexDefinition } from './definition';
import { appendToLog, entryItem, withdrawBulk } from './writes';

export interface RepairSource<Row extends IndexedRow> {
  /** Every record's row, a page at a time (the source of truth). */
  records: () => AsyncIterable<Row[]>;
  /** The record's key: an entry is written only while its record exists, and removed only once it is gone. */
  recordKey: (id: number) => { pk: string; sk: string };
}

export interface RepairResult {
  records: number;
  added: number;
  updated: number;
  removed: number;
}

const CONCURRENCY = 16;
const canonical = (value: unknown) =>
  JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/**
 * Makes the index agree with the records: missing entries added, entries that differ from their
 * record rewritten (never over a newer version a writer put meanwhile, and only while the record
 * still exists: a record deleted after it was read, say by an import's rollback, is not listed
 * again), entries without a record removed (after checking again that it is really gone). Readers
 * reload if anything changed.
 */
export async function repairListIndex<Row extends IndexedRow>(
  definition: ListIndexDefinition<Row>,
  source: RepairSource<Row>,
): Promise<RepairResult> {
  const stored = new Map<number, { version: number; row: string }>();
  const shards = await Promise.all(
    Array.from({ length: definition.shards }, (_, shard) =>
      queryAll({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.listShard(definition.name, shard) },
        ConsistentRead: true,
      }),
    ),
  );
  for (const entry of shards.flat()) {
    stored.set(Number(String(entry.sk)), {
      version: Number(entry.version),
      row: canonical(definition.row.safeParse(entry.row).data ?? null),
    });
  }

  const result: RepairResult = { records: 0, added: 0, updated: 0, removed: 0 };
  const seen = new Set<number>();
  for await (const page of source.records()) {
    const differing = page.filter((row) => {
      seen.add(row.id);
      return stored.get(row.id)?.row !== canonical(row);
    });
    result.records += page.length;
    await runLimited(differing, CONCURRENCY, async (row) => {
      try {
        await db().send(
          new TransactWriteCommand({
            TransactItems: [
              { ConditionCheck: { TableName: tableName(), Key: source.recordKey(row.id), ConditionExpression: 'attribute_exists(pk)' } },
              {
                Put: {
                  TableName: tableName(),
                  Item: entryItem(definition, row),
                  ConditionExpression: 'attribute_not_exists(pk) OR version <= :version',
                  ExpressionAttributeValues: { ':version': row.version },
                },
              },
            ],
          }),
        );
        if (stored.has(row.id)) result.updated++;
        else result.added++;
      } catch (error) {
        // A writer changing the record meanwhile lists it itself; the next repair sees the result.
        if (!isConditionFailure(error) && !cancellationCodes(error)?.includes('TransactionConflict')) throw error;
      }
    });
  }
  const orphans = [...stored].filter(([id]) => !seen.has(id)).map(([id, entry]) => ({ id, version: entry.version }));
  const gone: IndexedRow[] = [];
  await runLimited(orphans, CONCURRENCY, async (orphan) => {
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: source.recordKey(orphan.id), ConsistentRead: true }));
    if (!Item) gone.push(orphan);
  });
  await withdrawBulk(definition, gone);
  result.removed = gone.length;
  if (result.added + result.updated > 0) await appendToLog(definition, { bulk: true });
  return result;
}
