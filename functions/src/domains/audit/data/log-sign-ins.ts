import { SIGN_IN_DIM, SIGN_IN_LOG_KEYS } from '#entities/operation-log';
import { tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { queryAll } from '#kit/db/paging';
import { counterSortKey, HOUR_MS } from './log-buckets';
import { countedThrough } from './log-rollup';
import { rowQueries } from './log-rows';

const DAY_MS = 24 * HOUR_MS;
/** Beijing time is UTC+8 all year: its days start on a UTC hour, so they are whole hour counters. */
const BEIJING_OFFSET_MS = 8 * HOUR_MS;

export interface DaySignIns {
  /** The Beijing calendar day, 'yyyy-MM-dd'. */
  day: string;
  count: number;
}

const beijingDayStart = (ms: number) => Math.floor((ms + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS;
const beijingDay = (start: number) => new Date(start + BEIJING_OFFSET_MS).toISOString().slice(0, 10);

/** The sign-in counters of whole hours in [start, end): one Query on the sign-in dimension's partition. */
async function countedHours(projectId: number, start: number, end: number): Promise<Array<{ at: number; n: number }>> {
  if (start >= end) return [];
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
    ExpressionAttributeValues: {
      ':pk': keys.logCounter(projectId, SIGN_IN_DIM),
      ':first': counterSortKey('H', start),
      ':last': counterSortKey('H', end - HOUR_MS),
    },
  });
  return items.map((item) => ({ at: Date.parse(`${String(item.sk).slice(2)}:00:00Z`), n: Number(item.n) }));
}

/** The sign-in rows after the watermark (under about an hour of rows), read from the project's month partitions. */
async function tailTimes(projectId: number, start: number, end: number): Promise<number[]> {
  if (start >= end) return [];
  const keyNames = Object.fromEntries([...SIGN_IN_LOG_KEYS].map((key, index) => [`:k${index}`, key]));
  const pages = await Promise.all(
    rowQueries({ projectId, userKey: '', orgKey: '' }, start, end).map((query) =>
      queryAll({
        ...query,
        FilterExpression: `logKey IN (${Object.keys(keyNames).join(', ')})`,
        ProjectionExpression: 'createTime',
        ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ...keyNames },
      }),
    ),
  );
  return pages.flat().map((item) => Date.parse(String(item.createTime)));
}

/**
 * Successful sign-ins per Beijing day, the last `days` days oldest first, today last (docs/data-model.md
 * G3): hours the roll-up has counted from the sign-in counters, the rest from the rows after it.
 */
export async function signInsByDay(projectId: number, days: number, now = Date.now()): Promise<DaySignIns[]> {
  const start = beijingDayStart(now) - (days - 1) * DAY_MS;
  const end = now + 1;
  const through = Math.max(start, Math.min(await countedThrough(projectId, now), end));
  const [hours, tail] = await Promise.all([countedHours(projectId, start, through), tailTimes(projectId, through, end)]);
  const counts = Array.from({ length: days }, () => 0);
  const add = (at: number, n: number) => {
    const index = Math.floor((at - start) / DAY_MS);
    if (index >= 0 && index < days) counts[index]! += n;
  };
  for (const { at, n } of hours) add(at, n);
  for (const at of tail) add(at, 1);
  return counts.map((count, index) => ({ day: beijingDay(start + index * DAY_MS), count }));
}
