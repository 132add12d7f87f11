import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { StackTemplate } from './intrinsics';

const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const SYNTH_ENTRY = join(REPO_ROOT, 'infra', 'bin', 'local-template.ts');
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const DEFAULT_CACHE_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'sddp-local-template');
/** What the synthesized templates depend on: the CDK app, the contract it routes, and the CDK library. */
const INPUTS = ['infra/bin', 'infra/lib', 'shared/src', 'cdk.json', 'infra/package.json', 'node_modules/aws-cdk-lib/package.json'];
const KEPT_ENTRIES = 4;

export interface SynthOptions {
  /** The infra settings (infra/lib/config.ts) to synthesize with. */
  settings: Readonly<Record<string, unknown>>;
  /** @default node_modules/.cache/sddp-local-template */
  cacheDir?: string;
  log?: (line: string) => void;
}

/**
 * The app's templates for these settings, synthesized without bundling (about 5 s) or read from the
 * cache, keyed by a hash of everything they depend on. Concurrent starts may both synthesize; the
 * rename keeps either result whole.
 */
export async function synthLocalTemplates(options: SynthOptions): Promise<StackTemplate[]> {
  const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR;
  const key = inputHash(options.settings);
  const cached = join(cacheDir, key);
  if (!existsSync(cached)) {
    const started = Date.now();
    mkdirSync(cacheDir, { recursive: true });
    const workDir = mkdtempSync(join(cacheDir, '.synth-'));
    try {
      await runSynth(join(workDir, 'cdk.out'), options.settings);
      const result = join(workDir, 'templates');
      mkdirSync(result);
      for (const name of readdirSync(join(workDir, 'cdk.out')).filter((file) => file.endsWith('.template.json'))) {
        writeFileSync(join(result, name), readFileSync(join(workDir, 'cdk.out', name)));
      }
      try {
        renameSync(result, cached);
      } catch (error) {
        if (!existsSync(cached)) throw error;
      }
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
    pruneCache(cacheDir);
    options.log?.(`[cloud] synthesized the CDK app for the local platform in ${Date.now() - started} ms`);
  }
  return readdirSync(cached)
    .filter((file) => file.endsWith('.template.json'))
    .sort()
    .map((file) => ({
      stackName: file.slice(0, -'.template.json'.length),
      template: JSON.parse(readFileSync(join(cached, file), 'utf8')),
    }));
}

function runSynth(outdir: string, settings: Readonly<Record<string, unknown>>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', TSX_LOADER, SYNTH_ENTRY, outdir, JSON.stringify(settings)], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        CDK_DISABLE_VERSION_CHECK: '1',
        CDK_DISABLE_CLI_TELEMETRY: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Synthesizing the CDK app for the local platform failed (exit ${code}):\n${output.trim()}`)),
    );
  });
}

function inputHash(settings: Readonly<Record<string, unknown>>): string {
  const hash = createHash('sha256').update(JSON.stringify(settings));
  for (const file of INPUTS.flatMap((input) => filesUnder(join(REPO_ROOT, input))).sort()) {
    hash.update(relative(REPO_ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 32);
}

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
    entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : filesUnder(join(path, entry.name)),
  );
}

/** Keeps the newest few entries: each edit of infra/ or shared/ makes a new one. */
function pruneCache(cacheDir: string): void {
  const entries = readdirSync(cacheDir)
    .filter((name) => !name.startsWith('.'))
    .map((name) => ({ name, time: statSync(join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const entry of entries.slice(KEPT_ENTRIES)) rmSync(join(cacheDir, entry.name), { recursive: true, force: true });
}
