import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { BROWSER_SLOTS } from '../browser/support/browser-slots.ts';

const ROOT = new URL('../../', import.meta.url);
/** The last profile's time per file (npm run test:profile), committed, so a fresh clone plans with it too. */
const TIMES_FILE = new URL('bench/results/test-times.json', ROOT);
/** What a file the profile has not seen yet is assumed to take, by project. */
const UNKNOWN_SECONDS = { browser: 30, other: 5 } as const;

const isBrowser = (file: TestSpecification) => file.project.name === 'browser';

function lastProfile(): Map<string, number> {
  try {
    const times = JSON.parse(readFileSync(TIMES_FILE, 'utf8')) as { profile?: { files?: Array<{ file: string; seconds: number }> } };
    return new Map((times.profile?.files ?? []).map((entry) => [entry.file, entry.seconds]));
  } catch {
    return new Map();
  }
}

/**
 * Plans the run for the workers vitest has: longest files first, each given to the worker that frees
 * up first, with never more browser files at once than there are Chromium slots (browser-slots.ts; a
 * browser file past them would hold a worker while it waits). Durations are the committed profile's;
 * vitest's workers take the files in this order, so the plan is what runs. Without it, a long file
 * started last held the run's end, and a third browser file waited for a slot on a busy worker.
 */
export default class PlannedOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const seconds = lastProfile();
    const root = new URL('.', ROOT).pathname;
    const durationOf = (file: TestSpecification) =>
      seconds.get(relative(root, file.moduleId)) ?? (isBrowser(file) ? UNKNOWN_SECONDS.browser : UNKNOWN_SECONDS.other);
    const workers = Math.max(1, Number(this.ctx.config.maxWorkers) || 1);
    return plan(sorted, durationOf, workers, BROWSER_SLOTS);
  }
}

/** Longest-first list scheduling on `workers`, at most `slots` browser files at a time. */
export function plan(
  files: readonly TestSpecification[],
  durationOf: (file: TestSpecification) => number,
  workers: number,
  slots: number,
): TestSpecification[] {
  const waiting = [...files].sort((a, b) => durationOf(b) - durationOf(a));
  const freeAt = Array.from({ length: workers }, () => 0);
  const browserEnds: number[] = [];
  const order: TestSpecification[] = [];
  while (waiting.length > 0) {
    const worker = freeAt.indexOf(Math.min(...freeAt));
    const now = freeAt[worker]!;
    const browsersRunning = browserEnds.filter((end) => end > now).length;
    const next = waiting.findIndex((file) => !isBrowser(file) || browsersRunning < slots);
    if (next < 0) {
      // Only browser files are left and the slots are full: this worker starts when the first slot frees.
      freeAt[worker] = Math.min(...browserEnds.filter((end) => end > now));
      continue;
    }
    const [file] = waiting.splice(next, 1);
    const end = now + durationOf(file!);
    if (isBrowser(file!)) browserEnds.push(end);
    freeAt[worker] = end;
    order.push(file!);
  }
  return order;
}
