import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '#kit/config';
import { resetDbClient } from '#kit/db/client';
import { startPlatform } from '#local/platform';
import { TEST_PLATFORM_OPTIONS } from '#test/test-platform';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** `npm run job:password-expiry`, as a child process, on a data directory of the test's own. */
function runJob(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/run-job.ts', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('scripts/run-job.ts', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sddp-run-job-'));
  const savedEnv = { ...process.env };
  afterAll(() => {
    process.env = savedEnv;
    resetConfigForTests();
    resetDbClient();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('names the jobs when given none, and asks for a first start when there is no data', async () => {
    const usage = await runJob([]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('jobs: password-expiry');
    const empty = await runJob(['password-expiry', `--data-dir=${join(dataDir, 'nothing-here')}`]);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('run npm start once first');
  }, 120_000);

  it('refuses while the platform runs on the data, then runs the job once when it is stopped', async () => {
    const platform = await startPlatform({ ...TEST_PLATFORM_OPTIONS, port: 0, dataDir, webDist: false, seed: true, jobs: false });
    try {
      const refused = await runJob(['password-expiry', `--data-dir=${dataDir}`]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`The platform is running on ${dataDir} (npm start, pid ${process.pid} at ${platform.url})`);
      expect(refused.stderr).toContain('Stop npm start first, or wait: the running platform runs the password-expiry job on its schedule.');
    } finally {
      await platform.stop();
    }

    const ran = await runJob(['password-expiry', `--data-dir=${dataDir}`]);
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    expect(ran.stdout).toMatch(/^password-expiry: scanned [1-9]\d*, flagged \d+, cleared \d+ \(\d+ ms, data in /);
  }, 240_000);
});
