import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig } from 'vitest/config';
import PlannedOrder from './tests/support/sequencer.ts';

// npm places the React plugin inside web/node_modules; resolve it from there.
const fromWeb = createRequire(new URL('./web/package.json', import.meta.url));
const { default: react } = (await import(pathToFileURL(fromWeb.resolve('@vitejs/plugin-react')).href)) as {
  default: () => import('vite').PluginOption;
};

const webSrc = fileURLToPath(new URL('./web/src', import.meta.url));
// `npm run test:profile` records where each file's time goes (tests/support/profile-setup.ts).
const profiling = process.env.SDDP_TEST_PROFILE_DIR ? ['tests/support/profile-setup.ts'] : [];

/**
 * Most test files share their worker's module cache (vitest `isolate: false`): importing React, the AWS
 * SDK or aws-cdk-lib once per worker instead of once per file is most of what made the suite slow. A file
 * runs isolated, with modules of its own, when it cannot share them:
 * - it replaces modules (`vi.mock`, `vi.doMock`) or resets them (`vi.resetModules`);
 * - it points the functions at a table of its own (`useOwnTable`), which module-level caches would not see;
 * - it says so with a line `// test-isolation: <why>` (a test of module state on first load, say).
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const NEEDS_ISOLATION = /\bvi\.(?:mock|doMock|resetModules)\(|\buseOwnTable\(|^\/\/ test-isolation: /m;

const TEST_FILE = /\.test\.tsx?$/;

function testFilesUnder(root: string, directory: string): string[] {
  return readdirSync(join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return testFilesUnder(root, path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/** The test files under `directories`, split into those that share modules and those that run isolated. */
function splitByIsolation(directory: string): { shared: string[]; isolated: string[] } {
  const files = testFilesUnder(root, directory);
  const isolated = files.filter((file) => NEEDS_ISOLATION.test(readFileSync(join(root, file), 'utf8')));
  return { shared: files.filter((file) => !isolated.includes(file)), isolated };
}

const functionFiles = splitByIsolation('tests/functions');
const webFiles = splitByIsolation('tests/web');

/**
 * Timeouts bound a hang, not a speed: they are sized for a busy 2-core machine (a CPU hog beside the run,
 * `npm run test:stress`), several times what a test takes there. Speed targets live in bench/.
 */
const TIMEOUTS = {
  shared: { testTimeout: 30_000, hookTimeout: 60_000 },
  functions: { testTimeout: 90_000, hookTimeout: 180_000 },
  web: { testTimeout: 30_000, hookTimeout: 60_000 },
  infra: { testTimeout: 240_000, hookTimeout: 240_000 },
  browser: { testTimeout: 180_000, hookTimeout: 600_000 },
} as const;

const functionsProject = (name: string, include: string[], isolate: boolean) => ({
  test: {
    name,
    include,
    isolate,
    // Quiet: warnings and errors only, and metric lines only in the files that assert them (tests/support/metrics-on.ts).
    env: { LOG_LEVEL: 'warn', POWERTOOLS_METRICS_DISABLED: 'true' },
    environment: 'node',
    // One DynamoDB Local and s3rver for both functions projects (the setup keeps a single instance).
    globalSetup: ['tests/support/functions-global-setup.ts'],
    setupFiles: ['tests/support/functions-setup.ts', ...profiling],
    ...TIMEOUTS.functions,
  },
});
const webProject = (name: string, include: string[], isolate: boolean) => ({
  plugins: [react()],
  resolve: { alias: { '@': webSrc } },
  test: { name, include, isolate, environment: 'jsdom', setupFiles: ['tests/support/web-setup.ts', ...profiling], ...TIMEOUTS.web },
});

/**
 * One runner, one project per part; tests live under tests/, mirroring source paths. Files share their
 * worker's modules unless they must not (tests/support/isolation.ts); those run in the "(isolated)" projects.
 */
export default defineConfig({
  test: {
    // One worker per core: on the machines CI and development now get, Chromium, DynamoDB Local and the
    // functions keep both cores busy, and a third worker only made each answer slower (docs/decisions.md
    // "Two workers, one per core").
    maxWorkers: Number(process.env.SDDP_TEST_WORKERS ?? 2),
    sequence: { sequencer: PlannedOrder },
    projects: [
      {
        test: {
          name: 'shared',
          include: ['tests/shared/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/tools/**/*.test.ts'],
          isolate: false,
          environment: 'node',
          setupFiles: profiling,
          ...TIMEOUTS.shared,
        },
      },
      functionsProject('functions', functionFiles.shared, false),
      functionsProject('functions (isolated)', functionFiles.isolated, true),
      webProject('web', webFiles.shared, false),
      webProject('web (isolated)', webFiles.isolated, true),
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          isolate: false,
          environment: 'node',
          setupFiles: profiling,
          ...TIMEOUTS.infra,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          env: { LOG_LEVEL: 'warn' },
          environment: 'node',
          globalSetup: ['tests/support/browser-global-setup.ts'],
          setupFiles: profiling,
          ...TIMEOUTS.browser,
        },
      },
    ],
  },
});
