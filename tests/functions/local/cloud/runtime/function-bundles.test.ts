import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { functionBundles } from '#local/cloud/runtime/function-bundles';

const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const cacheDir = mkdtempSync(join(tmpdir(), 'sddp-bundles-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const ENTRY = 'tests/functions/local/cloud/fixtures/probe-handler.ts';
const probe = {
  entry: ENTRY,
  runtimeFiles: [{ from: 'node_modules/svg-captcha/fonts/Comismsh.ttf', to: 'fonts/Comismsh.ttf' }],
};

describe('the local function bundles', () => {
  it('bundles an entry as Lambda runs it, with its runtime files; reuses it while its sources stand, and rebuilds when one changes', async () => {
    const lines: string[] = [];
    const first = await functionBundles([probe], { cacheDir, log: (line) => lines.push(line) });
    const entry = first.entryOf(probe);
    expect(readFileSync(entry, 'utf8')).toMatch(/handler/);
    expect(statSync(join(dirname(entry), 'fonts/Comismsh.ttf')).size).toBeGreaterThan(0);
    expect(JSON.parse(readFileSync(join(dirname(entry), 'inputs.json'), 'utf8'))).toContain(ENTRY);
    expect(lines).toHaveLength(1);

    const again = await functionBundles([probe], { cacheDir, log: (line) => lines.push(line) });
    expect(again.entryOf(probe)).toBe(entry);
    expect(again.host).toBe(first.host);
    expect(lines).toHaveLength(1);

    const source = join(REPO_ROOT, ENTRY);
    const { atime, mtime } = statSync(source);
    try {
      utimesSync(source, atime, new Date(mtime.getTime() + 1_000));
      const rebuilt = await functionBundles([probe], { cacheDir, log: (line) => lines.push(line) });
      expect(rebuilt.entryOf(probe)).not.toBe(entry);
      expect(rebuilt.host).toBe(first.host);
      expect(lines.at(-1)).toMatch(/bundled tests-functions-local-cloud-fixtures-probe-handler in/);
    } finally {
      utimesSync(source, atime, mtime);
    }
  });
});
