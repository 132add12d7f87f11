import { declareSettings } from '#kit/config';
import { createLogger } from '#kit/logger';
import { backgroundHandler } from '#kit/metrics/background-handler';
import { JOB_RECOVERIES } from './job-recoveries';
import { JOB_RUNNERS } from './job-runners';
import { recoverInterruptedJobs, type RecoveryResult } from './recover-jobs';
import { runJob, type RunOutcome } from './run-job';

declareSettings(['TABLE_NAME', 'UPLOAD_BUCKET', 'MAIL_FROM', 'PUBLIC_URL']);

/**
 * A job handed over by a domain function, or a recovery call: the schedule's (jobs silent too long
 * are interrupted), or the local platform's, which knows more: when its only worker process starts,
 * every running job was interrupted (`running`); when the platform starts, the hand-overs of queued
 * jobs died with the one before too (`all`).
 */
export type WorkerEvent = { jobId: string } | { recover: true; interrupted?: 'running' | 'all' };

const RECOVERY_OPTIONS = { running: { runningStaleMs: 0 }, all: { runningStaleMs: 0, queuedStaleMs: 0 } } as const;

export interface WorkerAnswer {
  recovered: RecoveryResult;
  job?: RunOutcome;
}

/**
 * The spreadsheet worker (its own Lambda, with the spreadsheet library in its bundle): every invocation
 * first recovers jobs whose worker died, then runs the job it was handed, if any.
 */
export const handler = backgroundHandler('spreadsheet-worker', async (event: WorkerEvent): Promise<WorkerAnswer> => {
  const interrupted = 'recover' in event ? event.interrupted : undefined;
  const recovered = await recoverInterruptedJobs(JOB_RECOVERIES, interrupted ? RECOVERY_OPTIONS[interrupted] : {});
  if (!('jobId' in event) || typeof event.jobId !== 'string') return { recovered };
  const job = await runJob(event.jobId, JOB_RUNNERS);
  createLogger({ worker: 'spreadsheet' }).info('job handled', { jobId: event.jobId, outcome: job });
  return { recovered, job };
});
