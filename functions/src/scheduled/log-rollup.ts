import { PROJECT_ID } from '@sddp/shared';
import { bucketStart } from '#domains/audit/data/log-buckets';
import { LOG_ROLLUP_GRACE_MS, rollUpLog } from '#domains/audit/data/log-rollup';
import { listDeliveryProjects } from '#entities/project';
import { declareSettings } from '#kit/config';
import { createLogger } from '#kit/logger';
import { backgroundHandler } from '#kit/metrics/background-handler';

declareSettings(['TABLE_NAME']);

export interface LogRollupResult {
  projects: number;
  /** Roll-up runs made (each catches up at most a month). */
  runs: number;
  /** Projects whose counters reach the last finished hour. */
  current: number;
  /** Projects left behind: another roll-up held the lock, or the time budget ran out (the next run continues). */
  behind: number;
}

/** Stops starting roll-ups after this, well inside the job's five minutes. */
const BUDGET_MS = 4 * 60_000;
/** A run of the job takes up to a month of rows (a request's catch-up takes three days), so a first catch-up is a few runs. */
const JOB_WINDOW_MS = 31 * 24 * 3_600_000;

/**
 * A run that outlived its lock's lease (a month of a busy project) while a reader's catch-up took over
 * cannot move the watermark; the counters it wrote are right (absolute, from the same rows), and the
 * project is left to the reader or the next run.
 */
function lostLock(error: unknown): undefined {
  if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
  throw error;
}

/** Every project's log, and the user system's (8000). */
export const projectsToRoll = async (): Promise<number[]> => [
  PROJECT_ID.userSystem,
  ...(await listDeliveryProjects()).map((project) => project.id),
];

/**
 * Rolls the operation-log counters of every project (and the user system's, 8000) up to the last
 * finished hour (docs/data-model.md L6; `only` narrows it to some projects), so a list never counts a long tail from the rows. The list
 * still catches up by itself when this has not run. Idempotent: a second run changes nothing.
 */
export async function runLogRollup(now = Date.now(), budgetMs = BUDGET_MS, only?: readonly number[]): Promise<LogRollupResult> {
  const deadline = Date.now() + budgetMs;
  const cutoff = bucketStart('H', now - LOG_ROLLUP_GRACE_MS);
  const ids = new Set(only ?? (await projectsToRoll()));
  const result: LogRollupResult = { projects: ids.size, runs: 0, current: 0, behind: 0 };
  for (const projectId of [...ids].sort((a, b) => a - b)) {
    let through = -Infinity;
    while (through < cutoff && Date.now() < deadline) {
      const reached = await rollUpLog(projectId, now, JOB_WINDOW_MS).catch(lostLock);
      result.runs += 1;
      if (reached === undefined || reached <= through) break;
      through = reached;
    }
    result[through >= cutoff ? 'current' : 'behind'] += 1;
  }
  return result;
}

/** The scheduled Lambda (EventBridge Scheduler, hourly). */
export const handler = backgroundHandler('log-rollup', async (): Promise<LogRollupResult> => {
  const result = await runLogRollup();
  createLogger({ job: 'log-rollup' }).info('log roll-up finished', { ...result });
  return result;
});
