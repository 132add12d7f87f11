/**
 * Where the time of a request goes, for requests sent one at a time to the platform in this process:
 * the DynamoDB calls (the time any send of the shared client is in flight), this process's garbage
 * collections (PerformanceObserver 'gc'), and the rest (the handler's own work, HTTP, the bench).
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { db } from '#kit/db/client';

export interface RequestSample {
  startedAt: number;
  endedAt: number;
  dynamoMs: number;
}

export interface PhaseSplit {
  requests: number;
  totalMs: number;
  dynamoMs: number;
  nodeGcMs: number;
  restMs: number;
}

const gcPauses: Array<{ start: number; end: number }> = [];
/** `ms`: the wall-clock time with at least one call in flight (a request's calls overlap). */
const counters = { calls: 0, ms: 0, inFlight: 0, busySince: 0 };

/** Counts and times every DynamoDB call and records this process's GC pauses from now on. */
export function watchPhases(): void {
  db().middlewareStack.add(
    (next) => async (args) => {
      counters.calls += 1;
      if (counters.inFlight++ === 0) counters.busySince = performance.now();
      try {
        return await next(args);
      } finally {
        if (--counters.inFlight === 0) counters.ms += performance.now() - counters.busySince;
      }
    },
    { step: 'initialize', name: 'benchDynamoTimer' },
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcPauses.push({ start: entry.startTime, end: entry.startTime + entry.duration });
    if (gcPauses.length > 100_000) gcPauses.splice(0, 50_000);
  }).observe({ entryTypes: ['gc'] });
}

export const dynamoCallCount = () => counters.calls;

/** Runs one request, noting its span and its DynamoDB time (meaningful with one request in flight). */
export async function sampled(request: () => Promise<number>, samples: RequestSample[]): Promise<number> {
  const startedAt = performance.now();
  const dynamoBefore = counters.ms;
  const ms = await request();
  samples.push({ startedAt, endedAt: performance.now(), dynamoMs: counters.ms - dynamoBefore });
  return ms;
}

const round = (value: number) => Math.round(value * 10) / 10;

function gcWithin(sample: RequestSample): number {
  return gcPauses.reduce(
    (sum, pause) => sum + Math.max(0, Math.min(pause.end, sample.endedAt) - Math.max(pause.start, sample.startedAt)),
    0,
  );
}

function split(samples: readonly RequestSample[]): PhaseSplit {
  const mean = (value: (sample: RequestSample) => number) => samples.reduce((sum, sample) => sum + value(sample), 0) / samples.length;
  const total = mean((sample) => sample.endedAt - sample.startedAt);
  const dynamo = mean((sample) => sample.dynamoMs);
  const gc = mean(gcWithin);
  return {
    requests: samples.length,
    totalMs: round(total),
    dynamoMs: round(dynamo),
    nodeGcMs: round(gc),
    restMs: round(total - dynamo - gc),
  };
}

/** The mean split of the middle half of the requests and of the slowest 5 % (what makes the p95). */
export function phasesOf(samples: readonly RequestSample[]): { middleHalf: PhaseSplit; slowest5Percent: PhaseSplit } {
  const sorted = [...samples].sort((a, b) => a.endedAt - a.startedAt - (b.endedAt - b.startedAt));
  const quarter = Math.floor(sorted.length / 4);
  return {
    middleHalf: split(sorted.slice(quarter, sorted.length - quarter)),
    slowest5Percent: split(sorted.slice(Math.floor(sorted.length * 0.95))),
  };
}
