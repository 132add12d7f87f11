import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Metafile } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedBundle, repositorySources } from '../../infra/lib/bundling/bundle-cache';
import { pruneUnused, readPointer, writePointer } from '../../infra/lib/bundling/bundle-pointers';
import { REPO_ROOT } from '../../infra/lib/paths';

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'sddp-bundle-cache-'));
  folders.push(made);
  return made;
};
afterEach(() => {
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});

/** A metafile that says the build read `inputs` (paths relative to the repository root). */
const metafileReading = (...inputs: string[]): Metafile =>
  ({ inputs: Object.fromEntries(inputs.map((input) => [input, { bytes: 0, imports: [] }])), outputs: {} }) as Metafile;

/** A stand-in for esbuild: writes index.mjs with the source's current text, and counts its builds. */
function fakeBuild(source: string) {
  const builds: string[] = [];
  const build = (dir: string) => {
    builds.push(dir);
    writeFileSync(join(dir, 'index.mjs'), `export const source = ${JSON.stringify(readFileSync(source, 'utf8'))};\n`);
    return [metafileReading(relative(REPO_ROOT, source), 'node_modules/some-package/index.js')];
  };
  return { builds, build };
}

/** An empty cache and a source reading 'one', built by the fake esbuild for one function's request. */
function freshSetup() {
  const cache = folder();
  const source = join(folder(), 'handler.ts');
  writeFileSync(source, 'one');
  const request = { entry: 'functions/src/domains/x/handler.ts', runtimeFiles: [] };
  return { cache, source, request, ...fakeBuild(source) };
}

describe('the CDK bundle cache', () => {
  it('builds once, then copies the same bundle into each synth while its sources are unchanged', () => {
    const { cache, request, builds, build } = freshSetup();
    const first = folder();
    cachedBundle(request, first, build, cache);
    const second = folder();
    cachedBundle(request, second, build, cache);

    expect(builds).toHaveLength(1);
    expect(readFileSync(join(second, 'index.mjs'), 'utf8')).toBe(readFileSync(join(first, 'index.mjs'), 'utf8'));
  });

  it('builds again when a source it read changed, and keeps two requests apart', () => {
    const { cache, source, request, builds, build } = freshSetup();
    cachedBundle(request, folder(), build, cache);

    writeFileSync(source, 'two');
    const changed = folder();
    cachedBundle(request, changed, build, cache);
    expect(builds).toHaveLength(2);
    expect(readFileSync(join(changed, 'index.mjs'), 'utf8')).toContain('two');

    cachedBundle({ ...request, runtimeFiles: [{ from: 'a', to: 'b' }] }, folder(), build, cache);
    expect(builds).toHaveLength(3);
  });

  it('lists the repository files a build read, not packages nor the files it is told to leave out', () => {
    const metafile = metafileReading('functions/src/a.ts', 'node_modules/pkg/x.js', 'functions/src/wrapper.entry.ts', 'functions/src/a.ts');
    expect(repositorySources([metafile], [join(REPO_ROOT, 'functions/src/wrapper.entry.ts')])).toEqual(['functions/src/a.ts']);
  });
});

describe("the bundle caches' pointers", () => {
  it('name the last bundle of a key; a bundle none names goes once an hour old, a named or newer one stays', () => {
    const cache = folder();
    const bundle = (name: string, ageMs: number) => {
      const dir = join(cache, name);
      mkdirSync(dir);
      const at = new Date(Date.now() - ageMs);
      utimesSync(dir, at, at);
      return dir;
    };
    const hour = 60 * 60 * 1000;
    const current = bundle('x-current', 2 * hour);
    bundle('x-replaced', 2 * hour);
    bundle('y-just-replaced', hour / 2);
    writePointer(cache, 'x', { dir: current, key: 'k' });

    expect(readPointer(cache, 'x')).toEqual({ dir: current, key: 'k' });
    expect(readPointer(cache, 'missing')).toBeUndefined();
    pruneUnused(cache);
    expect(readdirSync(cache).sort()).toEqual(['x-current', 'x.json', 'y-just-replaced']);
    expect(existsSync(current)).toBe(true);
  });

  it('passes over a bundle another process removed while this one pruned', () => {
    const cache = folder();
    const old = join(cache, 'x-old');
    mkdirSync(old);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(old, twoHoursAgo, twoHoursAgo);
    // Listed, then gone by the time it is looked at: a link to a folder that no longer exists reads the same.
    symlinkSync(join(cache, 'removed-by-another-synth'), join(cache, 'y-gone'));
    expect(() => pruneUnused(cache)).not.toThrow();
    expect(existsSync(old)).toBe(false);
  });
});
