/**
 * `npm run bench:start`: how long `startPlatform` takes to answer, as `npm start` does after the first
 * start (seeded data on disk, the synthesized template cached), the median of five starts, and the
 * first start of all (seed, and the synth when the cache is cold). `--label=<name>` names the result
 * (to compare a tree before a change) and `--out=<file>` where it goes; default bench/results/start-time.json.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPlatform } from '#local/platform';
import { benchMachine, readResultFile, resultPath, writeResultFile } from './support/bench-result';

const arg = (name: string) => process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
const label = arg('label') ?? 'current';
const out = path.resolve(arg('out') ?? resultPath('start-time.json'));
const RUNS = 5;

async function timedStart(dataDir: string, seed: boolean): Promise<number> {
  const started = performance.now();
  const platform = await startPlatform({
    port: 0,
    dataDir,
    webDist: false,
    seed,
    jobs: false,
    purpose: 'bench:start',
    log: () => undefined,
  });
  const elapsed = performance.now() - started;
  await platform.stop();
  return Math.round(elapsed);
}

async function main(): Promise<void> {
  process.env.LOG_LEVEL = 'warn';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sddp-start-bench-'));
  try {
    const firstMs = await timedStart(dataDir, true);
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await timedStart(dataDir, true));
    const medianMs = [...runs].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
    const results = readResultFile<Record<string, unknown>>(out) ?? {};
    results[label] = { firstStartMs: firstMs, startsMs: runs, medianMs, measuredAt: new Date().toISOString(), machine: benchMachine() };
    writeResultFile(out, results);
    console.log(`${label}: first start ${firstMs} ms; later starts ${runs.join(', ')} ms (median ${medianMs} ms) → ${out}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
