export interface LocalJob {
  /** As in `npm run job:<name>`: the job's entry file name, e.g. `password-expiry`. */
  name: string;
  run: () => Promise<unknown>;
  /** How often the running platform repeats it (its schedule's period, at start first). */
  everyMs: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const UNIT_MS: Readonly<Record<string, number>> = { minute: MINUTE_MS, hour: HOUR_MS, day: 24 * HOUR_MS };

/**
 * The period of an EventBridge Scheduler expression, as the local platform repeats it: `rate(n unit)`
 * exactly; a cron expression by its finest fixed field (every minute, hourly, else daily).
 */
export function schedulePeriodMs(expression: string): number {
  const rate = /^rate\((\d+) (minute|hour|day)s?\)$/.exec(expression);
  if (rate) return Number(rate[1]) * UNIT_MS[rate[2]!]!;
  const cron = /^cron\((\S+) (\S+) (\S+) (\S+) (\S+)(?: (\S+))?\)$/.exec(expression);
  if (!cron) throw new Error(`Not a schedule expression the local platform knows: ${expression}`);
  const [minute, hour] = [cron[1]!, cron[2]!];
  if (minute.includes('*') || minute.includes('/')) return MINUTE_MS;
  if (hour.includes('*') || hour.includes('/')) return HOUR_MS;
  return 24 * HOUR_MS;
}

/** `password-expiry: scanned 3, flagged 1, cleared 0`; nested counts flatten as `recovered.completed 0`. */
export const formatJobResult = (name: string, result: unknown) => {
  const entries: string[] = [];
  const walk = (value: unknown, prefix: string) => {
    if (value !== null && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, prefix ? `${prefix}.${key}` : key);
    else entries.push(prefix ? `${prefix} ${String(value)}` : String(value));
  };
  walk(result, '');
  return `${name}: ${entries.join(', ')}`;
};

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
