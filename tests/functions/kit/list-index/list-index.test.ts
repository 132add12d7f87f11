import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { queryAll } from '#kit/db/paging';
import * as listIndex from '#kit/list-index';
import { SETTLE_MS } from '#kit/list-index/change-log';

type ListIndexModule = typeof listIndex;
const rowSchema = z.object({ id: z.number(), version: z.number(), name: z.string() });
type Row = z.infer<typeof rowSchema>;

/** A fresh index per test (its own keys), read by `instances` separate module copies: separate Lambda instances. */
async function setUp(instances = 2) {
  const definition = listIndex.defineListIndex({ name: `test-${randomUUID().slice(0, 8)}`, row: rowSchema, shards: 4 });
  const modules: ListIndexModule[] = [listIndex];
  for (let index = 1; index < instances; index++) {
    vi.resetModules();
    modules.push(await import('#kit/list-index'));
  }
  const readers = modules.map((module) => module.createListReader(definition, (row: Row) => row));
  const names = async (reader: number) => (await readers[reader]!.current()).rows.map((row) => row.name);
  const write = (rows: Row[], module = modules[0]!) =>
    module.writeWithIndex(definition, { items: [], change: { rows }, onConditionFailed: () => new Error('none') });
  return { definition, modules, readers, names, write };
}

const logItems = (definition: { name: string }) =>
  queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.listLog(definition.name) },
    ConsistentRead: true,
  });

describe('the list index', () => {
  it('a write made by one instance is in the very next read of another that already holds a copy', async () => {
    const { readers, names, write } = await setUp();
    await write([{ id: 1, version: 1, name: 'one' }]);
    expect(await names(1)).toEqual(['one']);
    await write([{ id: 2, version: 1, name: 'two' }]);
    await write([{ id: 1, version: 2, name: 'one renamed' }]);
    expect(await names(1)).toEqual(['two', 'one renamed']);
    expect((await readers[0]!.current()).rows).toHaveLength(2);
  });

  it('lets writers of different rows proceed at once: 60 concurrent writes, none refused, every row listed', async () => {
    const { names, write } = await setUp();
    await names(1);
    const rows = Array.from({ length: 60 }, (_, index) => ({ id: index + 1, version: 1, name: `row ${index + 1}` }));
    const outcomes = await Promise.allSettled(rows.map((row) => write([row])));
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    expect(await names(1)).toHaveLength(60);
    expect((await names(0)).slice(0, 2)).toEqual(['row 60', 'row 59']);
  });

  it('a commit slower than the settle window is announced again, so a reader that queried past its timestamp still sees it', async () => {
    const { definition, names, write } = await setUp();
    await write([{ id: 1, version: 1, name: 'first' }]);
    expect(await names(1)).toEqual(['first']);

    const client = db();
    const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
    let readsWhileHeld = 0;
    const spy = vi.spyOn(client, 'send').mockImplementation((async (command: { constructor: { name: string } }) => {
      if (command.constructor.name !== 'TransactWriteCommand') return send(command);
      // The writer has taken its timestamp; the other instance reads twice, its watermark passing it.
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 300));
      readsWhileHeld = (await names(1)).length;
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 300));
      readsWhileHeld += (await names(1)).length;
      return send(command);
    }) as never);
    try {
      await write([{ id: 2, version: 1, name: 'slow' }]);
    } finally {
      spy.mockRestore();
    }
    expect(readsWhileHeld).toBe(2);
    expect(await names(1)).toEqual(['slow', 'first']);
    // Logged twice: in its transaction, and again after it.
    expect((await logItems(definition)).filter((item) => (item.rows as Row[] | undefined)?.[0]?.name === 'slow')).toHaveLength(2);
  });

  it('bulk writes: a reader that loads mid-write sees every row afterwards; withdrawing removes them everywhere', async () => {
    const { definition, modules, names } = await setUp();
    await names(1);
    const rows = Array.from({ length: 120 }, (_, index) => ({ id: 1000 + index, version: 1, name: `bulk ${index}` }));

    const client = db();
    const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
    let batches = 0;
    let midBulk = -1;
    const spy = vi.spyOn(client, 'send').mockImplementation((async (command: { constructor: { name: string } }) => {
      if (command.constructor.name !== 'BatchWriteCommand' || batches++ !== 0) return send(command);
      const written = await send(command);
      modules[1]!.createListReader(definition, (row: Row) => row);
      midBulk = (await names(1)).length;
      return written;
    }) as never);
    try {
      await listIndex.publishBulk(definition, rows);
    } finally {
      spy.mockRestore();
    }
    expect(midBulk).toBeGreaterThanOrEqual(0);
    expect(midBulk).toBeLessThan(120);
    expect(await names(1)).toHaveLength(120);

    await listIndex.withdrawBulk(definition, rows.slice(0, 100));
    expect(await names(1)).toHaveLength(20);
    expect(await names(0)).toHaveLength(20);
  });

  it('repair makes the index agree with the records: adds, rewrites and removes, never over a newer version', async () => {
    const { definition, names, write } = await setUp();
    await write([
      { id: 1, version: 1, name: 'stale' },
      { id: 2, version: 1, name: 'phantom' },
      { id: 3, version: 5, name: 'newer than its record read' },
    ]);
    expect(await names(1)).toHaveLength(3);
    const records: Row[] = [
      { id: 1, version: 2, name: 'current' },
      { id: 3, version: 4, name: 'older' },
      { id: 4, version: 1, name: 'missing' },
    ];
    const recordKey = (id: number) => ({ pk: `TESTRECORD#${definition.name}#${id}`, sk: 'RECORD' });
    for (const record of records) await db().send(new PutCommand({ TableName: tableName(), Item: recordKey(record.id) }));
    const result = await listIndex.repairListIndex(definition, {
      records: async function* () {
        // Record 5 was read, then deleted before the repair wrote (say by an import's rollback): it stays unlisted.
        yield [...records, { id: 5, version: 1, name: 'deleted meanwhile' }];
      },
      recordKey,
    });
    expect(result).toEqual({ records: 4, added: 1, updated: 1, removed: 1 });
    expect(await names(1)).toEqual(['missing', 'newer than its record read', 'current']);

    const again = await listIndex.repairListIndex(definition, {
      records: async function* () {
        yield records.filter((record) => record.id !== 3);
      },
      recordKey,
    });
    expect(again).toEqual({ records: 2, added: 0, updated: 0, removed: 0 });
  });
});
