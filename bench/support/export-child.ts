/**
 * One export in a process of its own, as the spreadsheet worker runs it cold: bundled by esbuild like
 * a Lambda, run by plain Node. argv: mode ('writer' | 'orgs'), the object key, the rows (writer only).
 * Prints one JSON line: times, memory, rows, bytes.
 *
 * The peak is VmHWM of /proc/self/status, the high-water mark of this process's own memory since it
 * started. Not process.resourceUsage().maxRSS: Linux carries the spawning parent's RSS at the fork
 * into the child's ru_maxrss across exec, so a child of a big bench process reports the parent's size.
 */
import { readFileSync } from 'node:fs';
import { ORG_EXPORT_SHEET, orgExport } from '#domains/org/sheets/org-export';
import { writeRowsToStorage, type WriteProgress } from '#kit/spreadsheet';
import { writeExport } from '#kit/spreadsheet/export-job';
import { benchOrgPages } from './export-rows';

const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
/** VmHWM in MiB; on a system without /proc, the process's ru_maxrss (which may then overstate it). */
function peakRssMiB(): number {
  try {
    return Math.round(Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024);
  } catch {
    return Math.round(process.resourceUsage().maxRSS / 1024);
  }
}

const [mode, key, rowsArgument] = process.argv.slice(2);
const loadedRssMiB = mib(process.memoryUsage().rss);
let progressCalls = 0;
let firstProgressMs: number | undefined;
const started = performance.now();
/** The highest of each memory figure, sampled every 50 ms: what a peak of RSS is made of. */
const peaks = { rss: 0, heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0 };
let lastSample = performance.now();
let longestSampleGapMs = 0;
const sampler = setInterval(() => {
  longestSampleGapMs = Math.max(longestSampleGapMs, performance.now() - lastSample);
  lastSample = performance.now();
  const usage = process.memoryUsage();
  for (const name of Object.keys(peaks) as Array<keyof typeof peaks>) peaks[name] = Math.max(peaks[name], usage[name]);
}, 50);
const onProgress = (_progress: WriteProgress) => {
  progressCalls += 1;
  firstProgressMs ??= performance.now() - started;
};

const result =
  mode === 'orgs'
    ? { ...(await writeExport(orgExport({}, 'zh'), 'zh', key!, onProgress)), bytes: undefined }
    : await writeRowsToStorage(ORG_EXPORT_SHEET, benchOrgPages(Number(rowsArgument), 1000), { key: key!, language: 'zh', onProgress });
const ms = performance.now() - started;
clearInterval(sampler);
process.stdout.write(
  `${JSON.stringify({
    mode,
    rows: result.rows,
    bytes: result.bytes,
    ms: Math.round(ms),
    firstProgressMs: Math.round(firstProgressMs ?? 0),
    progressCalls,
    loadedRssMiB,
    peakRssMiB: peakRssMiB(),
    longestSampleGapMs: Math.round(longestSampleGapMs),
    sampledPeaksMiB: Object.fromEntries(Object.entries(peaks).map(([name, bytes]) => [name, mib(bytes)])),
  })}\n`,
);
