/**
 * What a benchmark's child process reports of its own memory, in whole MiB: its RSS when loaded, its
 * lifetime peak (VmHWM; where there is no /proc, maxRSS, which may overstate it), and the highest of each figure sampled every
 * 50 ms while it works (what the peak is made of).
 */
import { readFileSync } from 'node:fs';

const wholeMiB = (bytes: number) => Math.round(bytes / 2 ** 20);

function peakRssMiB(): number {
  try {
    return Math.round(Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024);
  } catch {
    return Math.round(process.resourceUsage().maxRSS / 1024);
  }
}

/** Starts sampling; `stop()` ends it and answers the figures to report. */
export function childMemory() {
  const loadedRssMiB = wholeMiB(process.memoryUsage().rss);
  const peaks = { rss: 0, heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0 };
  let lastSample = performance.now();
  let longestSampleGapMs = 0;
  const sampler = setInterval(() => {
    longestSampleGapMs = Math.max(longestSampleGapMs, performance.now() - lastSample);
    lastSample = performance.now();
    const usage = process.memoryUsage();
    for (const name of Object.keys(peaks) as Array<keyof typeof peaks>) peaks[name] = Math.max(peaks[name], usage[name]);
  }, 50);
  return {
    stop: () => {
      clearInterval(sampler);
      return {
        loadedRssMiB,
        peakRssMiB: peakRssMiB(),
        longestSampleGapMs: Math.round(longestSampleGapMs),
        sampledPeaksMiB: Object.fromEntries(Object.entries(peaks).map(([name, bytes]) => [name, wholeMiB(bytes)])),
      };
    },
  };
}
