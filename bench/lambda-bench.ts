/**
 * Lambda weight (issue 16): every domain function bundled as `cdk deploy` bundles it, against a floor
 * function (middy core and the DynamoDB document client) bundled the same way, in one run.
 * - size: the JavaScript a cold start loads (`index.mjs` and its static imports); the lazily loaded
 *   chunks are reported beside it;
 * - import time: `await import(index.mjs)` in a fresh Node.js process, median of --runs processes per
 *   function, the functions interleaved so that machine noise falls on all of them alike.
 * Targets: each domain function ≤ 1.5× the floor in both. Results: bench/results/lambda.json.
 * Usage: npm run bench:lambda -- [--runs 21]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DOMAINS } from '@sddp/shared';
import { bundleLambda, type LambdaBundle } from '../infra/lib/bundling/lambda-bundle';
import { runtimeFilesOf } from '../infra/lib/bundling/runtime-files';
import { domainEntry, jobEntry, workerEntry } from '../infra/lib/paths';
import { loadAverage, resultHeader, writeBenchResult } from './support/bench-result';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '21' } } });
const RUNS = Number(values.runs);
const TARGET_RATIO = 1.5;

/** What the functions' config module needs to load; nothing is called. */
const FUNCTION_ENV = {
  PATH: process.env.PATH ?? '',
  AWS_REGION: 'cn-north-1',
  TABLE_NAME: 'bench',
  UPLOAD_BUCKET: 'bench',
  LOG_LEVEL: 'error',
};

interface Measured {
  name: string;
  dir: string;
  bundle: LambdaBundle;
  initBytes: number;
  totalBytes: number;
  importMs: number[];
}

const bytesOf = (dir: string, files: readonly string[]) => files.reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);

function bundle(root: string, name: string, entry: string): Measured {
  const dir = join(root, name);
  const built = bundleLambda(entry, dir, runtimeFilesOf(name));
  return { name, dir, bundle: built, initBytes: bytesOf(dir, built.initFiles), totalBytes: bytesOf(dir, built.allFiles), importMs: [] };
}

/** Milliseconds from the start of `import()` of the bundle to its settling, in a new process. */
function importTime(dir: string): number {
  const url = pathToFileURL(join(dir, 'index.mjs')).href;
  const script = `const t = performance.now(); await import(${JSON.stringify(url)}); process.stdout.write(String(performance.now() - t));`;
  return Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { env: FUNCTION_ENV, encoding: 'utf8' }));
}

const median = (samples: readonly number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const round = (value: number, places = 2) => Number(value.toFixed(places));

const root = mkdtempSync(join(tmpdir(), 'sddp-lambda-bench-'));
try {
  const floor = bundle(root, 'floor', join(import.meta.dirname, 'support', 'floor-function.ts'));
  const domains = DOMAINS.map((domain) => bundle(root, domain, domainEntry(domain)));
  const others = [
    bundle(root, 'worker:spreadsheet', workerEntry('spreadsheet')),
    ...['password-expiry', 'list-index-repair', 'log-rollup'].map((job) => bundle(root, `job:${job}`, jobEntry(job))),
  ];
  const all = [floor, ...domains, ...others];
  for (const measured of all) importTime(measured.dir); // warm the file cache once
  for (let run = 0; run < RUNS; run++) for (const measured of all) measured.importMs.push(importTime(measured.dir));

  const floorMs = median(floor.importMs);
  const row = (measured: Measured) => {
    const ms = median(measured.importMs);
    return {
      name: measured.name,
      initKB: round(measured.initBytes / 1024, 1),
      lazyKB: round((measured.totalBytes - measured.initBytes) / 1024, 1),
      sizeRatio: round(measured.initBytes / floor.initBytes),
      importMsMedian: round(ms, 1),
      importMsP90: round([...measured.importMs].sort((a, b) => a - b)[Math.floor(measured.importMs.length * 0.9)]!, 1),
      importRatio: round(ms / floorMs),
      initFiles: measured.bundle.initFiles.length,
      chunks: measured.bundle.allFiles.length,
    };
  };
  const functions = domains.map(row);
  const over = functions.filter((fn) => fn.sizeRatio > TARGET_RATIO || fn.importRatio > TARGET_RATIO);
  const result = {
    ...resultHeader('lambda', { loadavg: loadAverage() }),
    runs: RUNS,
    floor: row(floor),
    targets: {
      ratio: TARGET_RATIO,
      passed: over.length === 0,
      over: over.map(({ name, sizeRatio, importRatio }) => ({ name, sizeRatio, importRatio })),
      worstSizeRatio: Math.max(...functions.map((fn) => fn.sizeRatio)),
      worstImportRatio: Math.max(...functions.map((fn) => fn.importRatio)),
    },
    functions,
    otherFunctions: others.map(row),
  };
  writeBenchResult('lambda.json', result, { failed: over.length > 0 });
} finally {
  rmSync(root, { recursive: true, force: true });
}
