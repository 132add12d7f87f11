import { declareSettings } from '../../lib/config';
import { createLogger } from '../../lib/logger';
import { recoverInterruptedJobs, type RecoveryResult } from '../../lib/jobs/recover-jobs';
import { runJob, type RunOutcome } from '../../lib/jobs/run-job';
import { JOB_RECOVERIES } from './job-recoveries';
import { JOB_RUNNERS } from './job-runners';

declareSettings(['TABLE_NAME', 'UPLOAD_BUCKET', 'MAIL_FROM', 'PUBLIC_URL']);

/**
 * A job handed over by a domain function, or a recovery call: the schedule's, or (`soleWorker`) the
 * local runtime's when the platform's only worker process starts, so whatever was running was interrupted.
 */
export type WorkerEvent = { jobId: string } | { recover: true; soleWorker?: boolean };

export interface WorkerAnswer {
  recovered: RecoveryResult;
  job?: RunOutcome;
}

/**
 * The spreadsheet worker (its own Lambda, with the spreadsheet library in its bundle): every invocation
 * first recovers jobs whose worker died, then runs the job it was handed, if any.
 */
export async function handler(event: WorkerEvent): Promise<WorkerAnswer> {
  const recovered = await recoverInterruptedJobs(JOB_RECOVERIES, 'soleWorker' in event && event.soleWorker ? { runningStaleMs: 0 } : {});
  if (!('jobId' in event) || typeof event.jobId !== 'string') return { recovered };
  const job = await runJob(event.jobId, JOB_RUNNERS);
  createLogger({ worker: 'spreadsheet' }).info('job handled', { jobId: event.jobId, outcome: job });
  return { recovered, job };
}
