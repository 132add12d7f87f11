import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { LogFilter } from '#entities/operation-log';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { isoOf, monthsOf } from './log-buckets';

type Item = Record<string, unknown>;

/**
 * The Queries that hold a filter's rows in [start, end), newest first: the project's month partitions
 * (no account or organisation), gsi1 by account (filtered to the project, and the organisation when
 * both are set), gsi2 by organisation (docs/data-model.md "Operation log", L2–L4).
 */
export function rowQueries(filter: LogFilter, start: number, end: number): QueryCommandInput[] {
  const base = { TableName: tableName(), ScanIndexForward: false };
  if (filter.userKey) {
    return [
      {
        ...base,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
        FilterExpression: filter.orgKey ? 'projectId = :p AND orgKey = :o' : 'projectId = :p',
        ExpressionAttributeValues: {
          ':pk': keys.logsOfUser(filter.userKey),
          ':from': isoOf(start),
          ':to': isoOf(end - 1),
          ':p': filter.projectId,
          ...(filter.orgKey ? { ':o': filter.orgKey } : {}),
        },
      },
    ];
  }
  if (filter.orgKey) {
    return [
      {
        ...base,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': keys.logsOfOrg(filter.projectId, filter.orgKey), ':from': isoOf(start), ':to': isoOf(end - 1) },
      },
    ];
  }
  // A row's sort key is `<createTime>#<requestId>`, so one at exactly `end` sorts after it and stays out.
  return monthsOf(start, end).map((month) => ({
    ...base,
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': keys.logPartition(filter.projectId, isoOf(month)), ':from': isoOf(start), ':to': isoOf(end) },
  }));
}

/** How many rows of the filter fall in [start, end): Select COUNT, page by page (an edge of a range). */
export async function countRows(filter: LogFilter, start: number, end: number): Promise<number> {
  let total = 0;
  for (const query of rowQueries(filter, start, end)) {
    let cursor: Item | undefined;
    do {
      const page = await db().send(new QueryCommand({ ...query, Select: 'COUNT', ExclusiveStartKey: cursor }));
      total += page.Count ?? 0;
      cursor = page.LastEvaluatedKey;
    } while (cursor);
  }
  return total;
}

/** The filter's rows in [start, end), newest first, after skipping `skip` of them, at most `take`. */
export async function readRows(filter: LogFilter, start: number, end: number, skip: number, take: number): Promise<Item[]> {
  const rows: Item[] = [];
  let toSkip = skip;
  for (const query of rowQueries(filter, start, end)) {
    let cursor: Item | undefined;
    do {
      // An account's index holds its rows of every project; the filter drops the others after the Limit, so ask for more.
      const wanted = (toSkip + take - rows.length) * (query.FilterExpression ? 4 : 1);
      const page = await db().send(new QueryCommand({ ...query, Limit: Math.min(wanted, 1000), ExclusiveStartKey: cursor }));
      for (const item of page.Items ?? []) {
        if (toSkip > 0) toSkip -= 1;
        else if (rows.length < take) rows.push(item);
      }
      cursor = page.LastEvaluatedKey;
    } while (cursor && rows.length < take);
    if (rows.length >= take) break;
  }
  return rows;
}
