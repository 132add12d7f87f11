import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const WEB_ROOT = join(REPO_ROOT, 'web');
export const WEB_DIST = join(WEB_ROOT, 'dist');
export const WEB_CONFIG = join(WEB_ROOT, 'vite.config.ts');

/** Everything the bundle is built from; a change in any of them makes web/dist stale. */
const SOURCES = [
  join(WEB_ROOT, 'src'),
  join(WEB_ROOT, 'public'),
  join(WEB_ROOT, 'index.html'),
  WEB_CONFIG,
  join(REPO_ROOT, 'shared', 'src'),
];

export type WebBuildOutcome = 'fresh' | 'built' | 'skipped';

/** Builds web/dist with Vite's JS API when it is missing or older than its sources. */
export async function ensureWebBuild(log: (line: string) => void = console.log): Promise<WebBuildOutcome> {
  if (!existsSync(WEB_CONFIG)) {
    log('warning: web/vite.config.ts does not exist yet; skipping the web build');
    return 'skipped';
  }
  const builtAt = mtimeOf(join(WEB_DIST, 'index.html'));
  const newestSource = Math.max(...SOURCES.map(newestMtime));
  if (builtAt !== undefined && builtAt >= newestSource) return 'fresh';

  log(builtAt === undefined ? 'Building the web app (web/dist is missing)…' : 'Rebuilding the web app (sources changed)…');
  const started = Date.now();
  await buildForProduction();
  log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 'built';
}

/**
 * A production build, also when started inside vitest (the browser tests' setup), whose NODE_ENV=test
 * would otherwise give React's development build: twice the size, and not what users run.
 */
export async function buildForProduction(): Promise<void> {
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: WEB_CONFIG, root: WEB_ROOT, mode: 'production', logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

function mtimeOf(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

function newestMtime(path: string): number {
  let info;
  try {
    info = statSync(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    // The router plugin rewrites its generated tree during every build; it is an output, not a source.
    if (entry.name === 'routeTree.gen.ts') continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}
