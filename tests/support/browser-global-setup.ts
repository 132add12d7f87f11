import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { setPasswordHashCostForTests } from '#kit/crypto/password';
import { startPlatform } from '#local/platform';
import { ensureWebBuild, WEB_DIST } from '../../scripts/web-build';
import './local-services';
import { profiled } from './profile';
import { TEST_PLATFORM_OPTIONS } from './test-platform';

/** The whole platform, seeded, on a free port with a throw-away data folder; stopped after the run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The platform runs in this process, outside the project's env: keep its request lines quiet.
  process.env.LOG_LEVEL ??= 'warn';
  await profiled('web build (browser setup)', () => ensureWebBuild());
  // The demo accounts are seeded here, in this process, at the cost the handler tests use: the browser files
  // sign in hundreds of times, and at N=2^17 each sign-in moved 128 MiB through a machine whose Chromiums
  // were already short of memory bandwidth. The cost is in the stored hash, so the sign-in runs the code users
  // run; passwords the tests set through the functions (a first sign-in's new one) keep the real cost.
  setPasswordHashCostForTests({ N: 2 ** 10, r: 8, p: 1, keyLength: 32 });
  const dataDir = mkdtempSync(join(tmpdir(), 'sddp-browser-'));
  // The functions' lines go to a log file, their metric lines (which no LOG_LEVEL quiets) too; warnings and
  // errors also come to the console, one short line each, as `npm start` shows them.
  const platform = await profiled('platform start + seed (browser setup)', () =>
    startPlatform({
      ...TEST_PLATFORM_OPTIONS,
      port: 0,
      dataDir,
      inMemory: true,
      jvmProfile: 'throughput',
      webDist: WEB_DIST,
      seed: true,
      logFile: join(dataDir, 'logs', 'platform.log'),
      log: (line) => console.log(line),
    }),
  );
  const stale = platform.accounts.filter((account) => account.password === undefined);
  if (stale.length > 0) {
    await platform.stop();
    throw new Error(`Demo accounts without a working password: ${stale.map((account) => account.userCode).join(', ')}`);
  }
  project.provide('platform', {
    baseUrl: platform.url,
    accounts: platform.accounts.map(({ userCode, password, roles, userRole, description }) => ({
      userCode,
      password: password!,
      roles,
      userRole,
      description,
    })),
    dynamodbEndpoint: platform.services.dynamodbEndpoint,
    s3Endpoint: platform.services.s3Endpoint,
    tableName: platform.services.tableName,
    region: platform.services.region,
    outboxDir: platform.outboxDir,
  });
  return async () => {
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
