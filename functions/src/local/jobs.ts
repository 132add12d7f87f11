import { runListIndexRepair } from '../jobs/list-index-repair';
import { runLogRollup } from '../jobs/log-rollup';
import { runPasswordExpiry } from '../jobs/password-expiry';

export interface LocalJob {
  /** As in `npm run job:<name>` and the CDK ScheduledJob. */
  name: string;
  run: () => Promise<Record<string, number>>;
  /** How often the running platform repeats it; AWS runs it on its own schedule (infra). */
  everyMs: number;
}

const HOUR_MS = 3_600_000;

/** The scheduled jobs, for the local platform and scripts/run-job.ts. */
export const LOCAL_JOBS: readonly LocalJob[] = [
  { name: 'password-expiry', run: async () => ({ ...(await runPasswordExpiry()) }), everyMs: HOUR_MS },
  { name: 'list-index-repair', run: runListIndexRepair, everyMs: 24 * HOUR_MS },
  { name: 'log-rollup', run: async () => ({ ...(await runLogRollup()) }), everyMs: HOUR_MS },
];

export const formatJobResult = (name: string, result: Record<string, number>) =>
  `${name}: ${Object.entries(result)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ')}`;

export interface JobSchedule {
  /** Clears the timers and waits for a run in progress, so it never outlives the services. */
  stop(): Promise<void>;
}

/**
 * Runs each job now and then every `everyMs` on unref'd timers (they never keep the process alive).
 * A run still going when the next is due is not doubled; a failure is logged, never thrown.
 */
export function scheduleJobs(jobs: readonly LocalJob[], log: (line: string) => void, intervalOverrideMs?: number): JobSchedule {
  const running = new Set<Promise<void>>();
  const busy = new Set<string>();
  let stopped = false;

  const runOnce = (job: LocalJob) => {
    if (stopped || busy.has(job.name)) return;
    busy.add(job.name);
    const run = job
      .run()
      .then((result) => log(`[job] ${formatJobResult(job.name, result)}`))
      .catch((error: unknown) =>
        log(`[job] ${job.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
      )
      .finally(() => {
        busy.delete(job.name);
        running.delete(run);
      });
    running.add(run);
  };

  const timers = jobs.map((job) => {
    runOnce(job);
    const timer = setInterval(() => runOnce(job), intervalOverrideMs ?? job.everyMs);
    timer.unref();
    return timer;
  });

  return {
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
