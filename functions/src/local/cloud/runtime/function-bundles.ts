import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { LocalFunction, RuntimeFileSpec } from '../template/read-deployment';

const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const BUNDLER = join(REPO_ROOT, 'infra', 'bin', 'local-bundles.ts');
const HOST_SOURCE = 'functions/src/local/cloud/runtime/function-host.ts';
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const DEFAULT_CACHE_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'sddp-function-bundles');
/** What a bundle depends on besides its own sources (which its pointer lists): the bundling code and the locked packages. */
const TOOLING = [
  'infra/lib/bundling/lambda-bundle.ts',
  'infra/lib/bundling/bundle-cache.ts',
  'infra/lib/bundling/bundle-pointers.ts',
  'infra/bin/local-bundles.ts',
  'package-lock.json',
];

type Bundled = Pick<LocalFunction, 'entry' | 'runtimeFiles'>;

export interface FunctionBundles {
  /** The function host's bundle (function-host.ts), which loads a function's bundle given as its argument. */
  host: string;
  /** The `index.mjs` of the function's bundle. */
  entryOf(fn: Bundled): string;
}

interface Job {
  name: string;
  request: { entry: string; runtimeFiles: readonly RuntimeFileSpec[] } | { host: string };
}

/** Where the last good bundle of a name is, and the state of the files it was built from, as infra/bin/local-bundles.ts writes it. */
interface Pointer {
  dir: string;
  key: string;
  inputs: Record<string, [mtimeMs: number, size: number]>;
}

/**
 * Each function as Lambda runs it, its CDK bundle (minified ESM with its chunks, SDK modules and
 * runtime files), cached under node_modules/.cache: a bundle is rebuilt only when one of its sources,
 * the bundling code or the lock file changed. A start with nothing stale spawns nothing; the bundler
 * (infra/bin/local-bundles.ts) builds the stale ones, points the cache at them and prunes it.
 */
export async function functionBundles(
  functions: readonly Bundled[],
  options: { cacheDir?: string; log?: (line: string) => void } = {},
): Promise<FunctionBundles> {
  const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR;
  mkdirSync(cacheDir, { recursive: true });
  const tooling = createHash('sha256');
  for (const file of TOOLING) tooling.update(readFileSync(join(REPO_ROOT, file)));
  const toolingHash = tooling.digest('hex');

  const jobs: Job[] = [{ name: 'function-host', request: { host: HOST_SOURCE } }];
  for (const fn of functions) {
    const name = bundleName(fn.entry);
    if (!jobs.some((job) => job.name === name)) jobs.push({ name, request: { entry: fn.entry, runtimeFiles: fn.runtimeFiles } });
  }
  const keyOf = (job: Job) => createHash('sha256').update(toolingHash).update(JSON.stringify(job.request)).digest('hex');

  const dirs = new Map<string, string>();
  const stale: Array<Job & { outdir: string }> = [];
  for (const job of jobs) {
    const pointer = readPointer(cacheDir, job.name);
    if (pointer && pointer.key === keyOf(job) && isCurrent(pointer)) dirs.set(job.name, pointer.dir);
    else stale.push({ ...job, outdir: join(cacheDir, `${job.name}-${randomUUID().slice(0, 8)}`) });
  }
  if (stale.length > 0) {
    const started = Date.now();
    await runBundler({ cacheDir, jobs: stale.map((job) => ({ name: job.name, key: keyOf(job), outdir: job.outdir, ...job.request })) });
    for (const job of stale) dirs.set(job.name, job.outdir);
    options.log?.(`[cloud] bundled ${stale.map((job) => job.name).join(', ')} in ${Date.now() - started} ms`);
  }
  return {
    host: join(dirs.get('function-host')!, 'host.mjs'),
    entryOf: (fn) => join(dirs.get(bundleName(fn.entry))!, 'index.mjs'),
  };
}

/** `functions/src/domains/user/handler.ts` → `functions-src-domains-user-handler`. */
const bundleName = (entry: string) => entry.replace(/\.ts$/, '').replace(/[^A-Za-z0-9]+/g, '-');

function readPointer(cacheDir: string, name: string): Pointer | undefined {
  try {
    return JSON.parse(readFileSync(join(cacheDir, `${name}.json`), 'utf8')) as Pointer;
  } catch {
    return undefined;
  }
}

function isCurrent(pointer: Pointer): boolean {
  if (!existsSync(pointer.dir)) return false;
  return Object.entries(pointer.inputs).every(([file, [mtimeMs, size]]) => {
    const stat = statSync(join(REPO_ROOT, file), { throwIfNoEntry: false });
    return stat !== undefined && stat.mtimeMs === mtimeMs && stat.size === size;
  });
}

function runBundler(work: { cacheDir: string; jobs: readonly object[] }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', TSX_LOADER, BUNDLER, JSON.stringify(work)], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Bundling the functions failed (exit ${code}):\n${output}`))));
  });
}
