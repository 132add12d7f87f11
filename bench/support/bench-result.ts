import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';

/** Where the benches' results go; they are kept in the repository (docs cite them). */
export const RESULTS_DIR = path.join(import.meta.dirname, '..', 'results');

/** 1/5/15-minute load averages, rounded: other work on the machine shows here. */
export const loadAverage = () => loadavg().map((load) => Math.round(load * 100) / 100);

/** The machine a result was measured on; `java` (which runs DynamoDB Local) only where one is installed. */
export function benchMachine() {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim(),
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    java: java.error ? undefined : (java.stderr || java.stdout).split('\n')[0]?.trim(),
    loadAverageAtEnd: loadAverage(),
  };
}

/** What a result begins with: which bench, when, on what machine, plus what the bench adds to the machine (its load at the start, say). */
export function resultHeader(benchmark: string, machine: Record<string, unknown> = {}) {
  return { benchmark, date: new Date().toISOString(), machine: { ...benchMachine(), ...machine } };
}

/** A result file: a bare name is under bench/results, a path stays where it points. */
export const resultPath = (file: string) => path.resolve(RESULTS_DIR, file);

/** A result file's content, or undefined before the first run (for the benches that keep earlier runs beside the new one). */
export function readResultFile<Result>(file: string): Result | undefined {
  const where = resultPath(file);
  return existsSync(where) ? (JSON.parse(readFileSync(where, 'utf8')) as Result) : undefined;
}

/** Writes a result file as the repository keeps them (indented JSON, a final newline) and returns its path. */
export function writeResultFile(file: string, result: unknown): string {
  const where = resultPath(file);
  mkdirSync(path.dirname(where), { recursive: true });
  writeFileSync(where, `${JSON.stringify(result, null, 2)}\n`);
  return where;
}

/**
 * Writes a bench's result, prints `show` (by default its targets) and where the file went, and fails the
 * run when the bench says it `failed` (a target missed, a wrong answer).
 */
export function writeBenchResult(file: string, result: object, options: { failed?: boolean; show?: unknown } = {}): void {
  const where = writeResultFile(file, result);
  const targets = 'targets' in result ? result.targets : undefined;
  console.log(JSON.stringify('show' in options ? options.show : targets, null, 2));
  console.log(`written to ${path.relative(process.cwd(), where)}`);
  if (options.failed) process.exitCode = 1;
}
