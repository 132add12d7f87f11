import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#kit/db/client';
import { chunk, runUntilFailure } from '#kit/db/concurrency';
import { cancellationCodes } from '#kit/db/conditions';
import { keys } from '#kit/db/keys';
import { batchWrite } from '#kit/db/paging';
import { backoff, isTransientConflict, type TransactItem } from '#kit/db/transact';
import { busy } from '#kit/errors';
import { LATE_ANNOUNCE_MS, LOG_RETENTION_MS, logSortKey, type ChangeItem } from './change-log';
import { shardOf, type IndexedRow, type ListIndexDefinition } from './definition';
import { noteOwnWrite } from './readers';

const MAX_ATTEMPTS = 8;
const BULK_CONCURRENCY = 16;

export const entryKey = (definition: ListIndexDefinition<IndexedRow>, id: number) => ({
  pk: keys.listShard(definition.name, shardOf(definition, id)),
  sk: keys.listEntrySortKey(id),
});

export const entryItem = <Row extends IndexedRow>(definition: ListIndexDefinition<Row>, row: Row) => ({
  ...entryKey(definition, row.id),
  kind: 'ListEntry',
  version: row.version,
  row,
});

function logItem(definition: ListIndexDefinition<IndexedRow>, change: ChangeItem, atMs: number) {
  return {
    pk: keys.listLog(definition.name),
    sk: logSortKey(atMs),
    kind: 'ListChange',
    expiresAt: Math.floor((atMs + LOG_RETENTION_MS) / 1000),
    ...change,
  };
}

/** The index's side of a transaction: entries put or deleted, and one log item. */
export function indexItems<Row extends IndexedRow>(
  definition: ListIndexDefinition<Row>,
  change: ChangeItem<Row>,
  atMs: number,
): TransactItem[] {
  const TableName = tableName();
  return [
    ...(change.rows ?? []).map((row): TransactItem => ({ Put: { TableName, Item: entryItem(definition, row) } })),
    ...(change.removed ?? []).map((row): TransactItem => ({ Delete: { TableName, Key: entryKey(definition, row.id) } })),
    { Put: { TableName, Item: logItem(definition, change, atMs) } },
  ];
}

export interface IndexedWrite<Row extends IndexedRow> {
  /** The records' own items, each with its condition (a version, a unique code). */
  items: TransactItem[];
  change: ChangeItem<Row>;
  /** What a failed condition on items[index] means: a duplicate, a stale version. */
  onConditionFailed: (index: number) => Error;
}

/**
 * Writes the items with their rows' entries and a change-log item in one transaction. Nothing here
 * is shared between writers of different records (no head, no counter), so they proceed in parallel;
 * only a conflict on the same items is retried.
 */
export async function writeWithIndex<Row extends IndexedRow>(
  definition: ListIndexDefinition<Row>,
  write: IndexedWrite<Row>,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const startedAt = Date.now();
    try {
      await db().send(new TransactWriteCommand({ TransactItems: [...write.items, ...indexItems(definition, write.change, startedAt)] }));
    } catch (error) {
      const failedOwn =
        cancellationCodes(error)?.findIndex((code, index) => index < write.items.length && code === 'ConditionalCheckFailed') ?? -1;
      if (failedOwn >= 0) throw write.onConditionFailed(failedOwn);
      if (!isTransientConflict(error)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw busy(error);
      await backoff(attempt);
      continue;
    }
    noteOwnWrite(definition.name);
    // A commit slower than half the settle window may have landed after a reader queried past its
    // timestamp: the change is logged again with a fresh one (applying it twice changes nothing).
    if (Date.now() - startedAt > LATE_ANNOUNCE_MS) await appendToLog(definition, write.change);
    return;
  }
}

/** Puts one log item now (late announcements, bulk markers). */
export async function appendToLog(definition: ListIndexDefinition<IndexedRow>, change: ChangeItem): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: logItem(definition, change, Date.now()) }));
  noteOwnWrite(definition.name);
}

/**
 * Bulk writes (an import, a repair): entries in batches of 25, then one bulk marker that makes every
 * reader reload. The marker is written after the last entry, so a reader that loads after it sees them all.
 */
export async function publishBulk<Row extends IndexedRow>(definition: ListIndexDefinition<Row>, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  await runUntilFailure(chunk(rows, 25), BULK_CONCURRENCY, (batch) =>
    batchWrite(batch.map((row) => ({ PutRequest: { Item: entryItem(definition, row) } }))),
  );
  await appendToLog(definition, { bulk: true });
}

/** Tombstones per log item: small enough to stay far below DynamoDB's 400 KB item limit. */
const REMOVALS_PER_LOG_ITEM = 2_000;

/**
 * Deletes the entries, then logs their removal with the version removed (a reader replaying an older
 * put of the same row does not bring it back).
 */
export async function withdrawBulk(definition: ListIndexDefinition<IndexedRow>, rows: readonly IndexedRow[]): Promise<void> {
  if (rows.length === 0) return;
  await runUntilFailure(chunk(rows, 25), BULK_CONCURRENCY, (batch) =>
    batchWrite(batch.map((row) => ({ DeleteRequest: { Key: entryKey(definition, row.id) } }))),
  );
  for (const removed of chunk(rows, REMOVALS_PER_LOG_ITEM)) {
    await appendToLog(definition, { removed: removed.map((row) => ({ id: row.id, version: row.version })) });
  }
}
