import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dimsOfRow, logOrgKey, logUserKey } from '#entities/operation-log';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { batchWrite, queryAll } from '#kit/db/paging';
import { bucketLabel, bucketStart, HOUR_MS, isoOf, monthsOf, type LogLevel } from './log-buckets';

/** Rows before this are not counted (the platform has none). */
export const LOG_EPOCH = Date.UTC(2020, 0, 1);
/** An hour is rolled up once it ended this long ago: a row is written within a request (10 s) of its time. */
export const LOG_ROLLUP_GRACE_MS = 2 * 60_000;
/** A reader rolls up when the counters trail by more than this; below it the tail is counted from the rows. */
const STALE_MS = HOUR_MS;
/** At most this much time per roll-up, so a request that catches up stays short (the hourly job takes more). */
const MAX_WINDOW_MS = 3 * 24 * HOUR_MS;
const LOCK_MS = 60_000;

type Item = Record<string, unknown>;

/** One counter's value, keyed as `<dim>\n<level>#<bucket>`. */
export type CounterValues = Map<string, number>;
const counterKey = (dim: string, sortKey: string) => `${dim}\n${sortKey}`;
const splitCounterKey = (key: string) => key.split('\n') as [string, string];

function add(values: CounterValues, key: string, n = 1) {
  values.set(key, (values.get(key) ?? 0) + n);
}

/**
 * The hour and day counts of rows (each row in every dimension it belongs to). Hours before `hoursFrom`
 * are left out: they were rolled up before, while their day is counted again from all its rows.
 */
export function countRowsByBucket(rows: readonly Item[], hoursFrom = 0): CounterValues {
  const values: CounterValues = new Map();
  for (const row of rows) {
    const time = Date.parse(String(row.createTime));
    const dims = dimsOfRow(
      String(row.userKey ?? logUserKey(String(row.userCode ?? ''))),
      String(row.orgKey ?? logOrgKey(String(row.orgName ?? ''))),
      String(row.logKey ?? ''),
    );
    for (const dim of dims) {
      add(values, counterKey(dim, `D#${bucketLabel('D', time)}`));
      if (time >= hoursFrom) add(values, counterKey(dim, `H#${bucketLabel('H', time)}`));
    }
  }
  return values;
}

/** Sums a level's counters into the next level up (days → months → years), by dimension. */
export function sumUp(values: CounterValues, from: LogLevel, to: LogLevel): CounterValues {
  const sums: CounterValues = new Map();
  const length = to === 'Y' ? 4 : to === 'M' ? 7 : 10;
  for (const [key, n] of values) {
    const [dim, sortKey] = splitCounterKey(key);
    if (sortKey.startsWith(`${from}#`)) add(sums, counterKey(dim, `${to}#${sortKey.slice(2, 2 + length)}`), n);
  }
  return sums;
}

const counterItem = (projectId: number, key: string, n: number) => {
  const [dim, sortKey] = splitCounterKey(key);
  return { pk: keys.logCounter(projectId, dim), sk: sortKey, n, kind: 'LogCounter' };
};

/** A day's or a month's counts kept under its parent (month, year), so the parent is summed by one Query. */
const digestItem = (projectId: number, key: string, n: number) => {
  const [dim, sortKey] = splitCounterKey(key);
  const parent = sortKey.startsWith('D#') ? `M#${sortKey.slice(2, 9)}` : `Y#${sortKey.slice(2, 6)}`;
  return { pk: keys.logDigest(projectId, parent), sk: `${sortKey}#${dim}`, n, kind: 'LogDigest' };
};

/** The counter (and digest) items of counts: written as absolute values, so writing them again is harmless. */
export function counterItems(projectId: number, values: CounterValues): Item[] {
  const items: Item[] = [];
  for (const [key, n] of values) {
    items.push(counterItem(projectId, key, n));
    if (/\n[DM]#/.test(key)) items.push(digestItem(projectId, key, n));
  }
  return items;
}

/** Batches in flight at once: a month's catch-up is thousands of batches, more than a client's sockets take. */
const WRITERS = 16;

export async function putAll(items: readonly Item[]): Promise<void> {
  const requests = items.map((Item) => ({ PutRequest: { Item } }));
  let next = 0;
  const writer = async () => {
    while (next < requests.length) {
      const start = next;
      next += 25;
      await batchWrite(requests.slice(start, start + 25));
    }
  };
  await Promise.all(Array.from({ length: Math.min(WRITERS, Math.ceil(requests.length / 25)) }, writer));
}

/** A parent's children counts from its digest partition (a month's days, a year's months). */
async function digestsOf(projectId: number, parent: string): Promise<CounterValues> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.logDigest(projectId, parent) },
    ConsistentRead: true,
  });
  const values: CounterValues = new Map();
  for (const item of items) {
    const sk = String(item.sk);
    const cut = sk.indexOf('#', 2);
    values.set(counterKey(sk.slice(cut + 1), sk.slice(0, cut)), Number(item.n));
  }
  return values;
}

/** The project's rows in [start, end), oldest first, strongly consistent (only what the counts need). */
async function rowsBetween(projectId: number, start: number, end: number): Promise<Item[]> {
  const rows: Item[] = [];
  for (const month of monthsOf(start, end).reverse()) {
    rows.push(
      ...(await queryAll({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': keys.logPartition(projectId, isoOf(month)), ':from': isoOf(start), ':to': isoOf(end) },
        ProjectionExpression: 'createTime, userCode, orgName, userKey, orgKey, logKey',
        ConsistentRead: true,
      })),
    );
  }
  return rows;
}

/** The hour of the project's first row (one Limit-1 Query per month from LOG_EPOCH), or `cutoff` when it has none. */
async function firstRowHour(projectId: number, cutoff: number): Promise<number> {
  for (let month = LOG_EPOCH; month < cutoff; month = Date.UTC(new Date(month).getUTCFullYear(), new Date(month).getUTCMonth() + 1, 1)) {
    const [first] = await queryAll({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.logPartition(projectId, isoOf(month)) },
      Limit: 1,
    }).then((items) => items.slice(0, 1));
    if (first) return Math.min(bucketStart('H', Date.parse(String(first.createTime))), cutoff);
  }
  return cutoff;
}

async function readThrough(projectId: number): Promise<number | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.logRollState(projectId), ConsistentRead: true }));
  return typeof Item?.through === 'number' ? Item.through : undefined;
}

async function takeLock(projectId: number, through: number, now: number): Promise<string | undefined> {
  const token = randomUUID();
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.logRollState(projectId),
        UpdateExpression: 'SET lockUntil = :until, lockToken = :token, through = if_not_exists(through, :through), kind = :kind',
        ConditionExpression: 'attribute_not_exists(lockUntil) OR lockUntil < :now',
        ExpressionAttributeValues: { ':until': now + LOCK_MS, ':token': token, ':through': through, ':now': now, ':kind': 'LogRollState' },
      }),
    );
    return token;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
}

/**
 * Rolls the counters forward from the rows (docs/data-model.md L6): the hours since the last roll-up
 * and their days from the rows, then their months and years from the digests, then the watermark.
 * Every value is written absolute, so a roll-up that died part-way is simply done again; a lock keeps
 * two from racing. Returns the watermark: every row before it is in the counters.
 */
export async function rollUpLog(projectId: number, now = Date.now(), maxWindowMs = MAX_WINDOW_MS): Promise<number> {
  const cutoff = bucketStart('H', now - LOG_ROLLUP_GRACE_MS);
  const stored = await readThrough(projectId);
  const through = stored ?? (await firstRowHour(projectId, cutoff));
  if (through >= cutoff && stored !== undefined) return through;
  const token = await takeLock(projectId, through, now);
  if (!token) return stored ?? LOG_EPOCH;
  const end = Math.min(cutoff, through + maxWindowMs);
  const hoursAndDays = countRowsByBucket(await rowsBetween(projectId, bucketStart('D', through), end), through);
  await putAll(counterItems(projectId, hoursAndDays));
  for (const level of ['M', 'Y'] as const) {
    const child = level === 'M' ? 'D' : 'M';
    const parents = new Set([...sumUp(hoursAndDays, 'D', level).keys()].map((key) => splitCounterKey(key)[1]));
    for (const parent of parents) await putAll(counterItems(projectId, sumUp(await digestsOf(projectId, parent), child, level)));
  }
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.logRollState(projectId),
      UpdateExpression: 'SET through = :end REMOVE lockUntil, lockToken',
      ConditionExpression: 'lockToken = :token',
      ExpressionAttributeValues: { ':end': end, ':token': token },
    }),
  );
  return end;
}

/** The watermark for a reader, rolling up first when the counters trail by more than an hour. */
export async function countedThrough(projectId: number, now = Date.now()): Promise<number> {
  const stored = await readThrough(projectId);
  if (stored !== undefined && now - stored <= STALE_MS + LOG_ROLLUP_GRACE_MS) return stored;
  return rollUpLog(projectId, now);
}
