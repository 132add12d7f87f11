import type { LogFilter } from '#entities/operation-log';
import { queryPages } from '#kit/db/paging';
import { childrenOf, decompose, type LogSegment } from './log-buckets';
import { countSegments } from './log-counts';
import { countedThrough, LOG_EPOCH } from './log-rollup';
import { readRows, rowQueries } from './log-rows';

type Item = Record<string, unknown>;

export interface LogQuery {
  filter: LogFilter;
  /** The range in ms, `to` inclusive to the second; open ends when absent. */
  from?: number;
  to?: number;
}

interface Plan {
  /** Newest first. */
  segments: LogSegment[];
  counts: number[];
  total: number;
}

const DAY_MS = 86_400_000;

/**
 * The range cut into counted segments, newest first (docs/data-model.md L1): the rolled-up part as
 * whole buckets and two partial hours, the part after the watermark as one stretch counted from the rows.
 */
async function plan(query: LogQuery, now: number): Promise<Plan> {
  const through = await countedThrough(query.filter.projectId, now);
  const start = query.from ?? LOG_EPOCH;
  const end = query.to === undefined ? now + DAY_MS : query.to + 1000;
  const counted = decompose(start, Math.min(end, through));
  const tailStart = Math.max(start, through);
  const segments = [...counted, ...(tailStart < end ? [{ start: tailStart, end }] : [])].reverse();
  const counts = await countSegments(query.filter, segments);
  return { segments, counts, total: counts.reduce((sum, n) => sum + n, 0) };
}

/**
 * Skips `skip` rows and reads `take`, newest first, using the counts: empty segments and whole ones
 * before the page are skipped, and a bucket the page starts inside is opened one level down (its
 * children's counters) until it is an hour, so a deep page skips at most an hour's rows. From there
 * one read runs down to `floor` (the range's start), so a sparse filter's page is not a read per bucket.
 */
async function pageOf(
  filter: LogFilter,
  segments: readonly LogSegment[],
  counts: readonly number[],
  skip: number,
  take: number,
  floor = segments.at(-1)?.start ?? 0,
): Promise<Item[]> {
  let toSkip = skip;
  for (let index = 0; index < segments.length; index++) {
    const [segment, count] = [segments[index]!, counts[index]!];
    if (toSkip >= count) {
      toSkip -= count;
      continue;
    }
    const children = toSkip > 0 ? childrenOf(segment).reverse() : [];
    return children.length > 0
      ? pageOf(filter, children, await countSegments(filter, children), toSkip, take, floor)
      : readRows(filter, floor, segment.end, toSkip, take);
  }
  return [];
}

/** A page of the filtered log, newest first, with its exact total (the stored items; the route renders them). */
export async function listLog(query: LogQuery, page: number, limit: number, now = Date.now()): Promise<{ rows: Item[]; total: number }> {
  const { segments, counts, total } = await plan(query, now);
  const skip = (page - 1) * limit;
  // The total is exact, so the read stops at the last row there is instead of searching older months for more.
  const rows = skip >= total ? [] : await pageOf(query.filter, segments, counts, skip, Math.min(limit, total - skip));
  return { rows, total };
}

/** The filtered log, newest first, a page of items at a time, at most `max` rows (the export). */
export async function* streamLog(query: LogQuery, max: number, now = Date.now()): AsyncGenerator<{ rows: Item[]; total: number }> {
  const { segments, counts, total } = await plan(query, now);
  const wanted = Math.min(total, max);
  let sent = 0;
  for (let index = 0; index < segments.length && sent < wanted; index++) {
    if (counts[index] === 0) continue;
    for (const request of rowQueries(query.filter, segments[index]!.start, segments[index]!.end)) {
      for await (const page of queryPages({ ...request, Limit: 1000 })) {
        const rows = page.slice(0, wanted - sent);
        sent += rows.length;
        if (rows.length > 0) yield { rows, total: wanted };
        if (sent >= wanted) return;
      }
    }
  }
}
