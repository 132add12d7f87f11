import { dimOf, type LogFilter } from '#entities/operation-log';
import { tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { queryAll } from '#kit/db/paging';
import { counterSortKey, runsOf, type LogSegment } from './log-buckets';
import { countRows } from './log-rows';

/**
 * How many rows of the filter each segment holds: whole buckets from the counters (one Query per run
 * of consecutive buckets of a level), partial stretches with a Select COUNT of the rows, all in parallel.
 */
export async function countSegments(filter: LogFilter, segments: readonly LogSegment[]): Promise<number[]> {
  const pk = keys.logCounter(filter.projectId, dimOf(filter));
  const counters = new Map<string, number>();
  // Runs are found oldest first, whichever order the caller holds the segments in (the list holds them newest first).
  const runReads = runsOf([...segments].sort((a, b) => a.start - b.start)).map(async (run) => {
    const [first, last] = [run[0]!, run.at(-1)!];
    const items = await queryAll({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
      ExpressionAttributeValues: {
        ':pk': pk,
        ':first': counterSortKey(first.level!, first.start),
        ':last': counterSortKey(last.level!, last.start),
      },
    });
    for (const item of items) counters.set(String(item.sk), Number(item.n));
  });
  const edgeCounts = segments.map((segment) => (segment.level ? Promise.resolve(0) : countRows(filter, segment.start, segment.end)));
  const [edges] = await Promise.all([Promise.all(edgeCounts), Promise.all(runReads)]);
  return segments.map((segment, index) =>
    segment.level ? (counters.get(counterSortKey(segment.level, segment.start)) ?? 0) : edges[index]!,
  );
}
