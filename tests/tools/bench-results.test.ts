import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  benchMachine,
  readResultFile,
  RESULTS_DIR,
  resultHeader,
  resultPath,
  writeBenchResult,
  writeResultFile,
} from '../../bench/support/bench-result';

const BENCH_DIR = join(import.meta.dirname, '..', '..', 'bench');

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'sddp-bench-result-'));
  folders.push(made);
  return made;
};
afterEach(() => {
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe("a bench's result file", () => {
  it('goes under bench/results when named, and where a path points', () => {
    expect(resultPath('log.json')).toBe(join(BENCH_DIR, 'results', 'log.json'));
    expect(RESULTS_DIR).toBe(join(BENCH_DIR, 'results'));
    expect(resultPath('/elsewhere/start.json')).toBe('/elsewhere/start.json');
  });

  it('is indented JSON with a final newline, its folder made, and reads back (undefined before the first run)', () => {
    const file = join(folder(), 'new', 'result.json');
    expect(readResultFile(file)).toBeUndefined();

    expect(writeResultFile(file, { runs: [1, 2] })).toBe(file);
    expect(readFileSync(file, 'utf8')).toBe('{\n  "runs": [\n    1,\n    2\n  ]\n}\n');
    expect(readResultFile(file)).toEqual({ runs: [1, 2] });
  });

  it('begins with the bench, the date and the machine, with what the bench adds to the machine', () => {
    const header = resultHeader('some-bench', { loadAverageAtStart: [1, 2, 3] });
    expect(header.benchmark).toBe('some-bench');
    expect(Date.now() - Date.parse(header.date)).toBeLessThan(60_000);
    expect(header.machine).toMatchObject({ node: process.version, loadAverageAtStart: [1, 2, 3] });
    expect(header.machine.cpus).toBeGreaterThan(0);
    expect(header.machine.loadAverageAtEnd).toHaveLength(3);
  });

  it('describes a machine without Java rather than failing', () => {
    const path = process.env.PATH;
    process.env.PATH = '';
    try {
      expect(benchMachine().java).toBeUndefined();
    } finally {
      process.env.PATH = path;
    }
  });

  it('is written, its targets (or what the bench shows) printed with where it went, and a failed run exits non-zero', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const exitCode = process.exitCode;
    try {
      const file = join(folder(), 'result.json');
      writeBenchResult(file, { targets: { pass: true }, numbers: [1] });
      expect(readResultFile(file)).toEqual({ targets: { pass: true }, numbers: [1] });
      expect(JSON.parse(log.mock.calls[0]![0] as string)).toEqual({ pass: true });
      expect(log.mock.calls[1]![0]).toMatch(/^written to .*result\.json$/);
      expect(process.exitCode).toBe(exitCode);

      writeBenchResult(file, { numbers: [2] }, { failed: true, show: { numbers: [2] } });
      expect(JSON.parse(log.mock.calls[2]![0] as string)).toEqual({ numbers: [2] });
      expect(process.exitCode).toBe(1);
    } finally {
      process.exitCode = exitCode;
    }
  });

  it('is written by this module for every bench, not by a writer of its own', () => {
    const benches = readdirSync(BENCH_DIR).filter((file) => file.endsWith('-bench.ts'));
    expect(benches.length).toBeGreaterThan(10);
    for (const bench of benches) {
      const source = readFileSync(join(BENCH_DIR, bench), 'utf8');
      expect(source, bench).toContain("from './support/bench-result'");
      // A path built to bench/results ('results', './results/…') means a writer of its own.
      expect(source, bench).not.toMatch(/['"`](?:\.\/)?results\b/);
    }
  });
});
