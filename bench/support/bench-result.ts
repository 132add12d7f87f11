import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes a bench's result under bench/results, prints its targets, and fails the run when it found failures or wrong answers. */
export function writeBenchResult(fileName: string, result: { targets: unknown }, failed: boolean): void {
  const file = path.join(import.meta.dirname, '..', 'results', fileName);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result.targets, null, 2));
  console.log(`written to ${path.relative(process.cwd(), file)}`);
  if (failed) process.exitCode = 1;
}
