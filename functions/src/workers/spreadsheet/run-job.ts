import { ERROR_CODE, type JobKind } from '@sddp/shared';
import { asAppError } from '#http/envelope';
import { AppError } from '#kit/errors';
import type { JobError, JobRecordOf } from '#kit/jobs/job-record';
import type { JobRunner, JobRunners } from '#kit/jobs/job-runner';
import { claimJob, endJob } from '#kit/jobs/job-store';
import { createLogger } from '#kit/logger';
import { countJobEnd, isRejectedImport } from './job-metrics';
import { JobLostError, progressReporter } from './progress-reporter';

export type RunOutcome = 'done' | 'failed' | 'lost' | 'skipped';

/** An error as the job keeps it: its catalogue key and parameters; unexpected ones are a 500 (details in the log). */
export function jobErrorOf(error: unknown): JobError {
  const appError = error instanceof AppError ? error : asAppError(error);
  const params = Object.fromEntries(
    Object.entries(appError.options.params ?? {}).filter((entry): entry is [string, string | number] =>
      ['string', 'number'].includes(typeof entry[1]),
    ),
  );
  return { code: appError.code, messageKey: appError.messageKey, params };
}

/**
 * Claims the queued job and runs it with its kind's runner; it ends done with the result or failed
 * with the error. A job that is not queued (already claimed, finished, unknown) is skipped, so a
 * repeated hand-over runs it once.
 */
export async function runJob(jobId: string, runners: JobRunners): Promise<RunOutcome> {
  const job = await claimJob(jobId);
  if (!job) return 'skipped';
  const logger = createLogger({ jobId, jobKind: job.kind });
  const reporter = progressReporter(job.id, job.claim!, job.progress, { logger });
  const context = { progress: reporter.report, flush: reporter.flush, logger };
  try {
    const runner = runners[job.kind] as JobRunner<JobKind>;
    const result = await runner.run(job as JobRecordOf<JobKind>, context);
    await reporter.stop();
    const ended = await endJob(job.id, job.claim, { state: 'done', result }, reporter.current());
    logger.info('job done', { ended });
    if (!ended) return 'lost';
    countJobEnd(job.kind, isRejectedImport(result) ? 'rejected' : 'done');
    return 'done';
  } catch (error) {
    await reporter.stop();
    if (error instanceof JobLostError) {
      logger.warn('job taken over by recovery while running');
      return 'lost';
    }
    const jobError = jobErrorOf(error);
    if (jobError.code === ERROR_CODE.internal)
      logger.error('job failed', { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    const ended = await endJob(job.id, job.claim, { state: 'failed', error: jobError }, reporter.current());
    if (!ended) return 'lost';
    countJobEnd(job.kind, jobError.code === ERROR_CODE.internal ? 'crashed' : 'failed');
    return 'failed';
  }
}
