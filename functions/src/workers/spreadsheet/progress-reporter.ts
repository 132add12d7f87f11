import type { JobProgress } from '@sddp/shared';
import { saveProgress } from '#kit/jobs/job-store';
import type { Logger } from '#kit/logger';

/** The job was taken over by recovery (this worker was thought dead): stop, write nothing more. */
export class JobLostError extends Error {
  constructor(readonly jobId: string) {
    super(`job ${jobId} is no longer this worker's`);
    this.name = 'JobLostError';
  }
}

export interface ProgressReporter {
  /** Records progress; written at most every `minIntervalMs`. Throws JobLostError once the claim is lost. */
  report(progress: Partial<JobProgress>): void;
  /** The latest progress, written or not. */
  current(): JobProgress;
  /** Writes what is pending now; throws JobLostError if the claim was lost. */
  flush(): Promise<void>;
  /** Stops the heartbeat and waits for a write in flight. */
  stop(): Promise<void>;
}

export interface ReporterOptions {
  /** At most one write per this many ms (4 a second by default). */
  minIntervalMs?: number;
  /** A write at least this often while nothing moves, so recovery can tell a live worker from a dead one. */
  heartbeatMs?: number;
  logger?: Logger;
}

export const HEARTBEAT_MS = 10_000;

/**
 * Resolves once Date.now() reaches `at`. A timer can fire a few milliseconds early by the clock: Node
 * counts its delay from the event loop's cached time, which is behind when the loop turn ran long.
 */
async function untilClockReaches(at: number): Promise<void> {
  for (let left = at - Date.now(); left > 0; left = at - Date.now()) await new Promise((resolve) => setTimeout(resolve, left));
}

/**
 * Throttled progress for one claimed job: the latest values are kept in memory and written with a
 * heartbeat at most every `minIntervalMs`, and at least every `heartbeatMs` while the worker lives.
 */
export function progressReporter(jobId: string, claim: string, initial: JobProgress, options: ReporterOptions = {}): ProgressReporter {
  const minIntervalMs = options.minIntervalMs ?? 250;
  let latest = initial;
  let dirty = false;
  let lost = false;
  let lastWriteAt = 0;
  let writing: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const write = async () => {
    dirty = false;
    lastWriteAt = Date.now();
    try {
      // Stamped with the time the write was decided, which the spacing below is measured from.
      if (!(await saveProgress(jobId, claim, latest, new Date(lastWriteAt)))) lost = true;
    } catch (error) {
      // A throttled progress write is not worth failing the job for; the next one carries the values.
      options.logger?.warn('job progress not written', { jobId, error: String(error) });
    }
  };

  const start = () => {
    writing = write().finally(() => {
      writing = undefined;
      if (dirty && !lost) schedule();
    });
  };

  function schedule() {
    if (timer || writing) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        // Early by the clock (see untilClockReaches): wait out the rest.
        if (Date.now() < lastWriteAt + minIntervalMs) schedule();
        else start();
      },
      Math.max(0, lastWriteAt + minIntervalMs - Date.now()),
    );
  }

  const heartbeat = setInterval(() => {
    dirty = true;
    schedule();
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  /** No timer left and no write in flight (a write that ends may schedule the next: cancelled too). */
  const settle = async () => {
    for (;;) {
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (!writing) return;
      await writing;
    }
  };

  return {
    report(progress) {
      if (lost) throw new JobLostError(jobId);
      latest = { ...latest, ...progress };
      dirty = true;
      schedule();
    },
    current: () => latest,
    async flush() {
      await settle();
      if (dirty && !lost) {
        await untilClockReaches(lastWriteAt + minIntervalMs);
        await write();
      }
      if (lost) throw new JobLostError(jobId);
    },
    async stop() {
      clearInterval(heartbeat);
      await settle();
    },
  };
}
