import type { LogEntry, LogSink } from '../lib/logger';
import { recoverInterruptedJobs } from '../lib/jobs/recover-jobs';
import { installWorkerInvoker } from '../lib/jobs/worker-invoker';
import { JOB_RECOVERIES } from '../workers/spreadsheet/job-recoveries';
import { spreadsheetWorkerProcess } from './spreadsheet-worker-process';

export interface PlatformWorker {
  /** The worker child's PID while one runs; undefined before the first job and after it died. */
  pid(): number | undefined;
  stop(): Promise<void>;
}

/**
 * The platform's background jobs: jobs a killed platform left behind are recovered first (no worker
 * can be alive yet, so every unfinished job counts as interrupted), then the domain functions get an
 * invoker that hands jobs to the spreadsheet worker's child process.
 */
export async function startPlatformWorker(log: (line: string) => void, sink: LogSink | undefined): Promise<PlatformWorker> {
  const recovered = await recoverInterruptedJobs(JOB_RECOVERIES, { runningStaleMs: 0, queuedStaleMs: 0 });
  if (recovered.completed + recovered.failed > 0)
    log(`[worker] interrupted jobs recovered: ${recovered.completed} completed, ${recovered.failed} failed`);
  const worker = spreadsheetWorkerProcess({ log, output: (line) => forward(line, sink, log) });
  installWorkerInvoker(worker.invoke);
  return {
    pid: worker.pid,
    stop: async () => {
      installWorkerInvoker(undefined);
      await worker.stop();
    },
  };
}

/** The worker's JSON log lines join the functions' own (the platform's log file, or the console). */
function forward(line: string, sink: LogSink | undefined, log: (line: string) => void): void {
  if (!sink) {
    console.log(line);
    return;
  }
  try {
    sink(JSON.parse(line) as LogEntry, line);
  } catch {
    log(`[worker] ${line}`);
  }
}
