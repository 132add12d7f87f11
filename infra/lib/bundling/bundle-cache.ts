import { createHash, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, utimesSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Metafile } from 'esbuild';
import { REPO_ROOT } from '../paths';
import { pruneUnused, readPointer, writePointer } from './bundle-pointers';

const CACHE_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'sddp-cdk-bundles');
/** What every bundle depends on besides its own sources: the bundling code and the locked packages. */
const TOOLING = [
  'infra/lib/bundling/lambda-bundle.ts',
  'infra/lib/bundling/bundle-cache.ts',
  'infra/lib/bundling/bundle-pointers.ts',
  'package-lock.json',
];

/** Where the last bundle of a request is, and the content of each repository file it was built from. */
interface Pointer {
  dir: string;
  inputs: Record<string, string>;
}

/** The repository's own files a build read (packages are covered by the lock file), minus any in `except`. */
export function repositorySources(metafiles: readonly Metafile[], except: readonly string[] = []): string[] {
  const skipped = new Set(except.map((file) => resolve(REPO_ROOT, file)));
  return [
    ...new Set(
      metafiles
        .flatMap((metafile) => Object.keys(metafile.inputs))
        .filter((input) => !input.includes('node_modules/') && !skipped.has(resolve(REPO_ROOT, input))),
    ),
  ];
}

/**
 * Puts the bundle `request` describes into `outputDir`: a copy of the one built before when every file it
 * was built from (by content), the bundling code and the lock file are unchanged, else a new `build`,
 * kept for next time. A synth bundles each function once per change, not once per synth: the infra tests
 * synthesise the app several times per run, and each synth bundled all thirteen functions again.
 */
export function cachedBundle(
  request: object,
  outputDir: string,
  build: (dir: string) => readonly Metafile[],
  cacheDir: string = CACHE_DIR,
): void {
  mkdirSync(cacheDir, { recursive: true });
  const name = hashOf([...TOOLING.map((file) => readFileSync(join(REPO_ROOT, file))), JSON.stringify(request)]);
  const pointer = readPointer<Pointer>(cacheDir, name);
  if (pointer && existsSync(pointer.dir) && isCurrent(pointer) && copiedFrom(pointer.dir, outputDir)) return;
  const dir = join(cacheDir, `${name.slice(0, 16)}-${randomUUID().slice(0, 8)}`);
  mkdirSync(dir);
  const inputs = repositorySources(build(dir));
  // Hashed after the build: a file changed while it ran makes the next synth build again, never reuse.
  writePointer(cacheDir, name, {
    dir,
    inputs: Object.fromEntries(inputs.map((file) => [file, hashOf([readFileSync(join(REPO_ROOT, file))])])),
  });
  cpSync(dir, outputDir, { recursive: true });
  pruneUnused(cacheDir);
}

/**
 * Copies a kept bundle, marked as used first: another process that renames this bundle's pointer prunes only
 * folders unused for an hour. False when one pruned it all the same (between the pointer's read and the copy).
 */
function copiedFrom(dir: string, outputDir: string): boolean {
  try {
    const now = new Date();
    utimesSync(dir, now, now);
    cpSync(dir, outputDir, { recursive: true });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

const hashOf = (parts: ReadonlyArray<string | Buffer>) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

function isCurrent(pointer: Pointer): boolean {
  return Object.entries(pointer.inputs).every(([file, hash]) => {
    const path = join(REPO_ROOT, file);
    return existsSync(path) && hashOf([readFileSync(path)]) === hash;
  });
}
