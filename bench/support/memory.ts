/** Memory readings for the benchmarks: this process's RSS while something runs, another process's peak. */
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

/** A full collection before a memory reading, so the baseline holds no garbage of earlier phases. */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

export interface RssDuring<T> {
  value: T;
  ms: number;
  rssBeforeMiB: number;
  /** The highest of the samples (every `intervalMs`, when the event loop lets the timer run). */
  rssPeakSampledMiB: number;
  heapUsedBeforeMiB: number;
  heapUsedPeakSampledMiB: number;
  samples: number;
  /** The longest gap between two samples: how long the event loop was blocked at most. */
  longestSampleGapMs: number;
  /** process.resourceUsage().maxRSS before and after: the lifetime peak, which no sampling can miss. */
  maxRssBeforeMiB: number;
  maxRssAfterMiB: number;
}

export async function measureRss<T>(work: () => Promise<T>, intervalMs = 20): Promise<RssDuring<T>> {
  const before = process.memoryUsage();
  const maxRssBefore = process.resourceUsage().maxRSS * 1024;
  let rssPeak = before.rss;
  let heapPeak = before.heapUsed;
  let samples = 0;
  let last = performance.now();
  let longestGap = 0;
  const sampler = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
    const usage = process.memoryUsage();
    rssPeak = Math.max(rssPeak, usage.rss);
    heapPeak = Math.max(heapPeak, usage.heapUsed);
    samples += 1;
  }, intervalMs);
  const started = performance.now();
  try {
    const value = await work();
    const ms = performance.now() - started;
    const after = process.memoryUsage();
    rssPeak = Math.max(rssPeak, after.rss);
    heapPeak = Math.max(heapPeak, after.heapUsed);
    longestGap = Math.max(longestGap, performance.now() - last);
    return {
      value,
      ms: Math.round(ms),
      rssBeforeMiB: mib(before.rss),
      rssPeakSampledMiB: mib(rssPeak),
      heapUsedBeforeMiB: mib(before.heapUsed),
      heapUsedPeakSampledMiB: mib(heapPeak),
      samples,
      longestSampleGapMs: Math.round(longestGap),
      maxRssBeforeMiB: mib(maxRssBefore),
      maxRssAfterMiB: mib(process.resourceUsage().maxRSS * 1024),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** VmRSS and VmHWM (peak) of another process, from /proc; undefined where there is no /proc. */
export function processMemory(pid: number): { rssMiB: number; peakMiB: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMiB: mib(kib('VmRSS') * 1024), peakMiB: mib(kib('VmHWM') * 1024) };
  } catch {
    return undefined;
  }
}
