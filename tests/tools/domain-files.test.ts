import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * What only one domain uses lives in that domain's folder (docs/architecture.md, "Where a file goes"): a
 * file of the kit, http, access or entities that is reached from a single domain (or only from the worker,
 * or only from the scheduled jobs) belongs in that folder. The graph is esbuild's, as the
 * bundles resolve it (relative paths and `#` subpath imports alike); the local platform does not count as
 * a user (it wires everything for development), and the AWS SDK modules (`#sdk/*`) are bundles of their own.
 */
const root = join(import.meta.dirname, '../..');
const SRC = 'functions/src/';

function sourceFiles(directory: string): string[] {
  return readdirSync(join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const path = `${directory}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Who imports each file of functions/src, read off one esbuild pass over every file. */
function importersOf(): Map<string, Set<string>> {
  const { metafile } = buildSync({
    absWorkingDir: root,
    entryPoints: sourceFiles('functions/src'),
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    splitting: true,
    outdir: join(root, 'node_modules', '.cache', 'domain-files'),
    packages: 'external',
    external: ['#sdk/*', '#catalogue-source'],
    logLevel: 'silent',
  });
  const importers = new Map<string, Set<string>>();
  for (const [file, input] of Object.entries(metafile.inputs)) {
    for (const imported of input.imports) {
      if (!imported.path.startsWith(SRC)) continue;
      importers.set(imported.path, (importers.get(imported.path) ?? new Set()).add(file));
    }
  }
  return importers;
}

/** The deployable slice a file belongs to (a domain, the worker, a scheduled job), if any. */
function sliceOf(file: string): string | undefined {
  const [area, name] = file.slice(SRC.length).split('/');
  if (area === 'domains') return `domain:${name}`;
  if (area === 'workers' || area === 'scheduled') return area;
  return undefined;
}

/** Every slice that reaches each file through its importers (the local platform aside; no circles: lint). */
function usersOf(importers: Map<string, Set<string>>): Map<string, Set<string>> {
  const users = new Map<string, Set<string>>();
  const reach = (file: string): Set<string> => {
    const known = users.get(file);
    if (known) return known;
    const found = new Set<string>();
    users.set(file, found);
    for (const importer of importers.get(file) ?? []) {
      if (importer.startsWith(`${SRC}local/`)) continue;
      const slice = sliceOf(importer);
      if (slice) found.add(slice);
      else for (const user of reach(importer)) found.add(user);
    }
    return found;
  };
  for (const file of importers.keys()) reach(file);
  return users;
}

describe('a file only one domain uses', () => {
  const users = usersOf(importersOf());

  it('lives in that domain', () => {
    const misplaced = [...users]
      .filter(([file, slices]) => !sliceOf(file) && !file.startsWith(`${SRC}local/`) && slices.size === 1)
      .map(([file, slices]) => `${file} (only ${[...slices].join()})`)
      .sort();
    expect(misplaced).toEqual([]);
  });

  it('sees the device domain whole: every file only it uses is under domains/device/', () => {
    const device = `${SRC}domains/device`;
    const deviceOnly = [...users].filter(([, slices]) => slices.size === 1 && slices.has('domain:device')).map(([file]) => file);
    expect(deviceOnly.length).toBeGreaterThan(10);
    expect(deviceOnly.filter((file) => !file.startsWith(`${device}/`))).toEqual([]);
  });
});
