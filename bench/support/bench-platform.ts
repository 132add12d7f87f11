import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPlatform, type Platform, type PlatformOptions } from '#local/platform';

/**
 * The local platform in this process for a list bench: DynamoDB Local in memory with the throughput
 * JVM profile, no web bundle, no seed, no scheduled jobs; only 5xx answers are printed. `stop` also
 * removes its data folder. `onAuthorization` hears every AWS call the functions make (the gateway's check).
 */
export async function startBenchPlatform(
  name: string,
  options: Pick<PlatformOptions, 'onAuthorization'> = {},
): Promise<{ platform: Platform; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `sddp-${name}-bench-`));
  const platform = await startPlatform({
    dataDir,
    inMemory: true,
    jvmProfile: 'throughput',
    port: 0,
    webDist: false,
    seed: false,
    jobs: false,
    ...options,
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
