import { appendFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm run test:profile` (scripts/test-profile.ts) sets SDDP_TEST_PROFILE_DIR; then test files and global
 * setups record where their time went, one JSON line per record. Without it every call here is a no-op.
 */
export const PROFILE_DIR = process.env.SDDP_TEST_PROFILE_DIR;

/** A wait whose time the profile sums under `category` (e.g. "web build", "Chromium launch"). */
export interface ProfileSpan {
  kind: 'span';
  category: string;
  ms: number;
  file?: string;
}

/** Per test file: busy time (overlaps merged) waiting on each local service, on timers, and in all. */
export interface ProfileFileWaits {
  kind: 'file';
  file: string;
  waits: Record<string, { ms: number; count: number }>;
}

export type ProfileRecord = ProfileSpan | ProfileFileWaits;

export function writeProfileRecord(record: ProfileRecord): void {
  if (!PROFILE_DIR) return;
  appendFileSync(join(PROFILE_DIR, `${process.pid}.jsonl`), `${JSON.stringify(record)}\n`);
}

/** Times `work` and records it under `category` when profiling. */
export async function profiled<T>(category: string, work: () => Promise<T>): Promise<T> {
  if (!PROFILE_DIR) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    writeProfileRecord({ kind: 'span', category, ms: performance.now() - started });
  }
}

/** Sums time covered by possibly overlapping [start, end) intervals. */
export function coveredTime(intervals: ReadonlyArray<readonly [number, number]>): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let current: [number, number] | undefined;
  for (const [from, to] of sorted) {
    if (current && from <= current[1]) current[1] = Math.max(current[1], to);
    else {
      if (current) total += current[1] - current[0];
      current = [from, to];
    }
  }
  return current ? total + current[1] - current[0] : total;
}
