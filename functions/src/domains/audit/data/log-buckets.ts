/**
 * Time buckets of the operation-log counters (docs/data-model.md "Operation log"): UTC years, months,
 * days and hours. A range is cut into whole buckets, coarsest first, and at most two partial hours.
 */
export type LogLevel = 'Y' | 'M' | 'D' | 'H';
export const LOG_LEVELS: readonly LogLevel[] = ['Y', 'M', 'D', 'H'];
const LABEL_LENGTH: Record<LogLevel, number> = { Y: 4, M: 7, D: 10, H: 13 };
const CHILD: Record<LogLevel, LogLevel | undefined> = { Y: 'M', M: 'D', D: 'H', H: undefined };
export const HOUR_MS = 3_600_000;

/** A stretch of time [start, end): a whole bucket of `level`, or, without one, a partial stretch counted from the rows. */
export interface LogSegment {
  start: number;
  end: number;
  level?: LogLevel;
}

export const isoOf = (ms: number) => new Date(ms).toISOString();
export const bucketLabel = (level: LogLevel, ms: number) => isoOf(ms).slice(0, LABEL_LENGTH[level]);
/** A counter's sort key: `H#2025-03-05T07`. */
export const counterSortKey = (level: LogLevel, ms: number) => `${level}#${bucketLabel(level, ms)}`;

export function bucketStart(level: LogLevel, ms: number): number {
  const date = new Date(ms);
  const [year, month, day, hour] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), date.getUTCHours()];
  if (level === 'Y') return Date.UTC(year, 0, 1);
  if (level === 'M') return Date.UTC(year, month, 1);
  if (level === 'D') return Date.UTC(year, month, day);
  return Date.UTC(year, month, day, hour);
}

export function bucketEnd(level: LogLevel, ms: number): number {
  const start = new Date(bucketStart(level, ms));
  const [year, month] = [start.getUTCFullYear(), start.getUTCMonth()];
  if (level === 'Y') return Date.UTC(year + 1, 0, 1);
  if (level === 'M') return Date.UTC(year, month + 1, 1);
  return start.getTime() + (level === 'D' ? 24 : 1) * HOUR_MS;
}

const ceilHour = (ms: number) => Math.ceil(ms / HOUR_MS) * HOUR_MS;
const floorHour = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;

/** Whole buckets covering [start, end) (both on hours): the coarsest that fits at each step. */
function wholeBuckets(start: number, end: number): LogSegment[] {
  const segments: LogSegment[] = [];
  for (let at = start; at < end;) {
    const level = LOG_LEVELS.find((candidate) => bucketStart(candidate, at) === at && bucketEnd(candidate, at) <= end) ?? 'H';
    const next = bucketEnd(level, at);
    segments.push({ start: at, end: next, level });
    at = next;
  }
  return segments;
}

/** [start, end) as segments, oldest first: a partial hour at each edge, whole buckets between. */
export function decompose(start: number, end: number): LogSegment[] {
  if (start >= end) return [];
  const [first, last] = [ceilHour(start), floorHour(end)];
  if (first >= last) return [{ start, end }];
  return [...(start < first ? [{ start, end: first }] : []), ...wholeBuckets(first, last), ...(last < end ? [{ start: last, end }] : [])];
}

/** The whole buckets one level down that make up a bucket, oldest first (none for an hour). */
export function childrenOf(segment: LogSegment): LogSegment[] {
  const child = segment.level && CHILD[segment.level];
  if (!child) return [];
  const children: LogSegment[] = [];
  for (let at = segment.start; at < segment.end; at = bucketEnd(child, at))
    children.push({ start: at, end: bucketEnd(child, at), level: child });
  return children;
}

/** Consecutive whole buckets of one level, so each run is one counter query (`sk BETWEEN first AND last`). */
export function runsOf(segments: readonly LogSegment[]): LogSegment[][] {
  const runs: LogSegment[][] = [];
  for (const segment of segments) {
    if (!segment.level) continue;
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous?.level === segment.level && previous.end === segment.start) run.push(segment);
    else runs.push([segment]);
  }
  return runs;
}

/** The UTC months [start, end) touches, newest first: the row partitions to read. */
export function monthsOf(start: number, end: number): number[] {
  const months: number[] = [];
  for (let at = bucketStart('M', end - 1); at >= bucketStart('M', start); at = bucketStart('M', at - 1)) months.push(at);
  return months;
}
