import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { startPlatform, type Platform } from '#local/platform';

/** 1/5/15-minute load averages, rounded: other work on the machine shows here. */
export const loadAverage = () => loadavg().map((load) => Math.round(load * 100) / 100);

/** The machine a result was measured on. */
export function benchMachine() {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    java: (java.stderr || java.stdout).split('\n')[0]?.trim(),
    loadAverageAtEnd: loadAverage(),
  };
}

/**
 * The local platform in this process for a list bench: DynamoDB Local in memory with the throughput
 * JVM profile, no web bundle, no seed, no scheduled jobs; only 5xx answers are printed. `stop` also
 * removes its data folder.
 */
export async function startBenchPlatform(name: string): Promise<{ platform: Platform; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `sddp-${name}-bench-`));
  const platform = await startPlatform({
    dataDir,
    inMemory: true,
    jvmProfile: 'throughput',
    port: 0,
    webDist: false,
    seed: false,
    jobs: false,
    log: (line) => {
      if (/→ 5\d\d/.test(line)) console.error(line);
    },
  });
  return {
    platform,
    stop: async () => {
      await platform.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
