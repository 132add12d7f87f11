import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig } from 'vitest/config';

// npm places the React plugin inside web/node_modules; resolve it from there.
const fromWeb = createRequire(new URL('./web/package.json', import.meta.url));
const { default: react } = (await import(pathToFileURL(fromWeb.resolve('@vitejs/plugin-react')).href)) as {
  default: () => import('vite').PluginOption;
};

const webSrc = fileURLToPath(new URL('./web/src', import.meta.url));

/** One runner, one project per part; tests live under tests/, mirroring source paths. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['tests/shared/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/tools/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'functions',
          include: ['tests/functions/**/*.test.ts'],
          env: { LOG_LEVEL: 'warn' },
          environment: 'node',
          globalSetup: ['tests/support/functions-global-setup.ts'],
          setupFiles: ['tests/support/functions-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/support/web-setup.ts'],
        },
      },
      { test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], environment: 'node', testTimeout: 120_000 } },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          env: { LOG_LEVEL: 'warn' },
          environment: 'node',
          globalSetup: ['tests/support/browser-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
