/** Latency bookkeeping shared by the benchmarks: percentiles of one run and a closed-loop client pool. */

export interface LatencySummary {
  requests: number;
  concurrency: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  throughputPerSecond: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export function summarise(latencies: readonly number[], wallMs: number, concurrency: number): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    concurrency,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? NaN),
    throughputPerSecond: round((sorted.length / wallMs) * 1000),
  };
}

/**
 * A closed loop: `concurrency` clients, each sending its next request as soon as the previous one
 * answered, until `total` were sent. `task` returns its own latency in ms.
 */
export async function closedLoop(total: number, concurrency: number, task: (index: number) => Promise<number>): Promise<LatencySummary> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, total) }, async () => {
      while (next < total) latencies.push(await task(next++));
    }),
  );
  return summarise(latencies, performance.now() - started, concurrency);
}

/** Times one call. */
export async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}
