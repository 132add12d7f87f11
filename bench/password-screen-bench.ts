/**
 * The server's password screen: loading the common-password list (once per process, as the first
 * password change of a Lambda container does), the memory it keeps, and the time of one check, next
 * to what a plain Set of the same entries would keep. Results: bench/results/password-screen.json.
 * Usage: npm run bench:passwords -- [--checks 100000]
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { COMMON_PASSWORDS_FILE, commonPasswords } from '#kit/password-screen/common-passwords';
import { screenPassword } from '#kit/password-screen/screen-password';
import { loadAverage, resultHeader, writeBenchResult } from './support/bench-result';
import { summarise } from './support/latency';
import { collectGarbage, mib } from './support/memory';

const { values } = parseArgs({ options: { checks: { type: 'string', default: '100000' } } });
const CHECKS = Number(values.checks);
const CONTEXT = { userCode: 'supplier01', linkman: 'Zhang Wei', orgName: 'Sinopec' };
const LISTED = ['Password123!', 'Welcome@2024', 'Abc@123456', 'P@ssw0rd', 'Qwerty1!', 'Dragon@@@1'];
const CLASSES = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%^&*?'];

const strongPassword = () => {
  const all = CLASSES.join('');
  return [...CLASSES.map((chars) => chars[randomInt(chars.length)]), ...Array.from({ length: 10 }, () => all[randomInt(all.length)])].join(
    '',
  );
};

/** Heap, Buffer and typed-array memory, and RSS, after full collections (a freed Buffer's memory goes on the second). */
function memory() {
  collectGarbage();
  collectGarbage();
  const usage = process.memoryUsage();
  return { heapUsed: usage.heapUsed, arrayBuffers: usage.arrayBuffers, rss: usage.rss };
}

const growth = (before: ReturnType<typeof memory>, after: ReturnType<typeof memory>) => ({
  heapUsedMiB: mib(after.heapUsed - before.heapUsed),
  arrayBuffersMiB: mib(after.arrayBuffers - before.arrayBuffers),
  rssMiB: mib(after.rss - before.rss),
});

/** Each check timed alone; the summary's "throughput" is checks per second of the whole loop. */
function timeChecks(passwords: readonly string[]) {
  const latencies: number[] = [];
  let refused = 0;
  const started = performance.now();
  for (const password of passwords) {
    const start = performance.now();
    if (screenPassword(password, CONTEXT)) refused += 1;
    latencies.push((performance.now() - start) * 1000);
  }
  const { p50Ms, p95Ms, p99Ms, maxMs, throughputPerSecond } = summarise(latencies, performance.now() - started, 1);
  return {
    checks: passwords.length,
    refused,
    p50Us: p50Ms,
    p95Us: p95Ms,
    p99Us: p99Ms,
    maxUs: maxMs,
    checksPerSecond: throughputPerSecond,
  };
}

const before = memory();
const maxRssBefore = process.resourceUsage().maxRSS * 1024;
const loadStarted = performance.now();
const list = commonPasswords();
const loadMs = performance.now() - loadStarted;
const maxRssAfter = process.resourceUsage().maxRSS * 1024;
const kept = memory();

const strong = Array.from({ length: CHECKS }, strongPassword);
const listed = Array.from({ length: CHECKS }, (_, index) => LISTED[index % LISTED.length]!);
timeChecks(strong.slice(0, 1_000));
const strongChecks = timeChecks(strong);
const listedChecks = timeChecks(listed);

// For comparison only: the same entries in a Set, as the simplest screen would keep them.
const file = readFileSync(createRequire(import.meta.url).resolve(COMMON_PASSWORDS_FILE));
const setBefore = memory();
const set = new Set(
  gunzipSync(file)
    .toString('utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);
const setAfter = memory();

const result = {
  ...resultHeader('password-screen', { loadAverage1m: loadAverage()[0] }),
  list: { file: COMMON_PASSWORDS_FILE, gzipMiB: mib(file.length), distinctEntries: list.size },
  load: { ms: Math.round(loadMs), peakRssGrowthMiB: mib(maxRssAfter - maxRssBefore), keptAfterGc: growth(before, kept) },
  checkStrongRandom: strongChecks,
  checkListed: listedChecks,
  setOfSameEntriesForComparison: { entries: set.size, keptAfterGc: growth(setBefore, setAfter) },
};
writeBenchResult('password-screen.json', result, { show: result });
