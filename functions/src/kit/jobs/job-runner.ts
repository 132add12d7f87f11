import type { JobKind, JobProgress } from '@sddp/shared';
import type { Logger } from '#kit/logger';
import type { JobResults } from './job-kinds';
import type { JobError, JobRecordOf } from './job-record';

/** What a runner may do besides its work: report progress (throttled) and write it out now. */
export interface JobContext {
  progress(progress: Partial<JobProgress>): void;
  flush(): Promise<void>;
  logger: Logger;
}

/** How a job that was interrupted ends: completed after all by the kind's own recovery, or failed. */
export type RecoveryOutcome<K extends JobKind> = { state: 'done'; result: JobResults[K] } | { state: 'failed'; error: JobError };

export interface JobRunner<K extends JobKind> {
  run(job: JobRecordOf<K>, context: JobContext): Promise<JobResults[K]>;
}

/** Finishes or undoes what an interrupted run left behind; a kind without one simply fails as interrupted. */
export type JobRecovery<K extends JobKind> = (job: JobRecordOf<K>) => Promise<RecoveryOutcome<K>>;

/** The kinds registry: a runner for every kind of job. */
export type JobRunners = { [K in JobKind]: JobRunner<K> };

/**
 * The recovery hooks, a registry of their own: the local platform recovers at start without loading
 * the runners' spreadsheet code.
 */
export type JobRecoveries = { [K in JobKind]?: JobRecovery<K> };
