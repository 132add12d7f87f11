import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A bundle cache's folder holds bundle folders and pointers: `<name>.json` names the folder of the last
 * good bundle of `name` (`dir`) beside what tells whether it is still current, which is the cache's own
 * business (bundle-cache.ts for the CDK's bundles, bin/local-bundles.ts for the local platform's).
 */
export interface BundlePointer {
  dir: string;
}

/**
 * A bundle no pointer names any more is removed once unused this long (its folder's time is touched on every
 * use): a synth or a platform in another process may still be copying it.
 */
const UNUSED_FOR_MS = 60 * 60 * 1000;

export function readPointer<Pointer extends BundlePointer>(cacheDir: string, name: string): Pointer | undefined {
  try {
    return JSON.parse(readFileSync(join(cacheDir, `${name}.json`), 'utf8')) as Pointer;
  } catch {
    return undefined;
  }
}

/** Written aside and renamed, so another process reads the old pointer or the new one, never half. */
export function writePointer<Pointer extends BundlePointer>(cacheDir: string, name: string, pointer: Pointer): void {
  const temporary = join(cacheDir, `.${name}-${randomUUID().slice(0, 8)}.json`);
  writeFileSync(temporary, JSON.stringify(pointer));
  renameSync(temporary, join(cacheDir, `${name}.json`));
}

export function pruneUnused(cacheDir: string): void {
  const named = new Set(
    readdirSync(cacheDir)
      .filter((file) => file.endsWith('.json') && !file.startsWith('.'))
      .map((file) => readPointer(cacheDir, file.slice(0, -'.json'.length))?.dir),
  );
  for (const entry of readdirSync(cacheDir)) {
    const path = join(cacheDir, entry);
    if (named.has(path) || entry.endsWith('.json')) continue;
    const lastUsed = lastUsedMs(path);
    if (lastUsed !== undefined && Date.now() - lastUsed > UNUSED_FOR_MS) rmSync(path, { recursive: true, force: true });
  }
}

/** When a bundle folder was last used; undefined once it is gone: synths in other processes prune the same folders. */
function lastUsedMs(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
