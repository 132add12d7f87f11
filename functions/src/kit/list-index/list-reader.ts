import { tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { queryAll, queryPages } from '#kit/db/paging';
import { createLogger } from '#kit/logger';
import { LOG_RETENTION_MS, logSortKeyFloor, SETTLE_MS, timeOfLogKey, type ChangeItem } from './change-log';
import type { IndexedRow, ListIndexDefinition } from './definition';
import { ListCopy } from './list-copy';
import { onOwnWrite } from './readers';

const log = createLogger({ module: 'list-index' });
/** A full reload now and then also catches a change whose writer died before announcing it late. */
const RELOAD_EVERY_MS = 10 * 60_000;

interface Held<P extends IndexedRow> {
  copy: ListCopy<P>;
  /** Log items after this time are read again on the next refresh. */
  watermarkMs: number;
  loadedAtMs: number;
  /** Bulk markers already answered by a reload. */
  seenBulk: Set<string>;
}

export interface ListReader<P extends IndexedRow> {
  /** The rows as of now, newest first: one Query of the change log while this instance holds a copy. */
  current(): Promise<ListCopy<P>>;
  /** Tests and benchmarks start from nothing. */
  forget(): void;
}

/**
 * Reads a list index into memory and keeps it current: the first call loads every entry (one Query
 * per shard, in parallel), later calls query the change log since the watermark and apply what
 * changed. Concurrent callers share one refresh. `prepare` adds what the filters need (lower-cased
 * search text, sets) once per row.
 */
export function createListReader<Row extends IndexedRow, P extends IndexedRow>(
  definition: ListIndexDefinition<Row>,
  prepare: (row: Row) => P,
): ListReader<P> {
  let held: Held<P> | undefined;
  let refreshing: Promise<Held<P>> | undefined;
  onOwnWrite(definition.name, () => {
    refreshing = undefined;
  });

  const parse = (stored: unknown): P | undefined => {
    const parsed = definition.row.safeParse(stored);
    if (parsed.success) return prepare(parsed.data);
    log.warn('list index entry skipped', { index: definition.name, issues: parsed.error.issues.length });
    return undefined;
  };

  const readLog = (afterMs: number) =>
    queryAll({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk > :after',
      ExpressionAttributeValues: { ':pk': keys.listLog(definition.name), ':after': logSortKeyFloor(afterMs) },
      ConsistentRead: true,
    });

  const apply = (copy: ListCopy<P>, items: Record<string, unknown>[]) => {
    for (const item of items) {
      const change = item as ChangeItem;
      for (const row of change.rows ?? []) {
        const prepared = parse(row);
        if (prepared) copy.put(prepared);
      }
      for (const removed of change.removed ?? []) copy.remove({ id: Number(removed.id), version: Number(removed.version) });
    }
  };

  async function load(): Promise<Held<P>> {
    const startedAt = Date.now();
    // Each page is parsed as it arrives, so at most a page per shard of stored items is held beside the rows.
    const rows: P[] = [];
    await Promise.all(
      Array.from({ length: definition.shards }, async (_, shard) => {
        const pages = queryPages({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.listShard(definition.name, shard) },
          ConsistentRead: true,
        });
        for await (const page of pages) {
          for (const entry of page) {
            const row = parse(entry.row);
            if (row) rows.push(row);
          }
        }
      }),
    );
    const copy = new ListCopy(rows);
    const log = await readLog(startedAt - SETTLE_MS);
    apply(copy, log);
    // A bulk marker written before the entries were read announced entries this load already has;
    // one written since may belong to a bulk write still landing: the next refresh reloads for it.
    const seenBulk = new Set(log.filter((item) => item.bulk && timeOfLogKey(String(item.sk)) < startedAt).map((item) => String(item.sk)));
    return { copy, watermarkMs: startedAt - SETTLE_MS, loadedAtMs: startedAt, seenBulk };
  }

  async function refresh(current: Held<P>): Promise<Held<P>> {
    const startedAt = Date.now();
    if (startedAt - current.loadedAtMs > RELOAD_EVERY_MS || startedAt - current.watermarkMs > LOG_RETENTION_MS) return load();
    const log = await readLog(current.watermarkMs);
    if (log.some((item) => item.bulk && !current.seenBulk.has(String(item.sk)))) return load();
    apply(current.copy, log);
    current.watermarkMs = Math.max(current.watermarkMs, startedAt - SETTLE_MS);
    return current;
  }

  return {
    async current() {
      const run = (refreshing ??= (held ? refresh(held) : load()).finally(() => {
        if (refreshing === run) refreshing = undefined;
      }));
      held = await run;
      return held.copy;
    },
    forget() {
      held = undefined;
      refreshing = undefined;
    },
  };
}
