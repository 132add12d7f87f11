import { ERROR_CODE, type JobKind } from '@sddp/shared';
import type { JobRecord, JobRecordOf } from '#kit/jobs/job-record';
import type { JobRecoveries, JobRecovery, RecoveryOutcome } from '#kit/jobs/job-runner';
import { endJob, takeOverJob, unfinishedJobs } from '#kit/jobs/job-store';
import { createLogger } from '#kit/logger';
import { countJobEnd } from './job-metrics';
import { HEARTBEAT_MS } from './progress-reporter';

/** A running job whose worker has not been heard of for this long is taken for dead (6 missed heartbeats). */
export const STALE_AFTER_MS = 6 * HEARTBEAT_MS;

export interface RecoveryOptions {
  /** Running jobs silent this long are interrupted; 0 when no worker can be alive (the local platform's start). */
  runningStaleMs?: number;
  /** Queued jobs waiting this long were never handed over (or the hand-over was lost). */
  queuedStaleMs?: number;
  now?: Date;
}

export interface RecoveryResult {
  completed: number;
  failed: number;
}

const interrupted = (): RecoveryOutcome<JobKind> => ({
  state: 'failed',
  error: { code: ERROR_CODE.unavailable, messageKey: 'error.jobInterrupted', params: {} },
});

function isStale(job: JobRecord, now: number, options: RecoveryOptions): boolean {
  const staleMs = job.state === 'queued' ? (options.queuedStaleMs ?? STALE_AFTER_MS) : (options.runningStaleMs ?? STALE_AFTER_MS);
  return job.heartbeatAt <= now - staleMs;
}

/**
 * The recovery pass: every unfinished job whose worker is gone is taken over, its kind's recovery
 * hook completes or undoes what the run left, and the job ends done or failed (as interrupted). A
 * job another recovery took first is left to it; a hook that throws leaves the job for the next pass.
 */
export async function recoverInterruptedJobs(recoveries: JobRecoveries, options: RecoveryOptions = {}): Promise<RecoveryResult> {
  const now = options.now ?? new Date();
  const logger = createLogger({ job: 'recovery' });
  const result: RecoveryResult = { completed: 0, failed: 0 };
  for (const seen of await unfinishedJobs()) {
    if (!isStale(seen, now.getTime(), options)) continue;
    const job = await takeOverJob(seen);
    if (!job) continue;
    try {
      const recover = recoveries[job.kind] as JobRecovery<JobKind> | undefined;
      const outcome = recover ? await recover(job as JobRecordOf<JobKind>) : interrupted();
      if (await endJob(job.id, job.claim, outcome, job.progress)) {
        result[outcome.state === 'done' ? 'completed' : 'failed'] += 1;
        countJobEnd(job.kind, 'interrupted');
      }
      logger.warn('interrupted job recovered', { jobId: job.id, jobKind: job.kind, outcome: outcome.state });
    } catch (error) {
      logger.error('job recovery failed; the next pass tries again', {
        jobId: job.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
  }
  return result;
}
