import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { WorkerInvoker } from '../lib/jobs/worker-invoker';
import { stopChild, trackChild } from './child-processes';
import type { WorkerMessage, WorkerReply } from './spreadsheet-worker-child';

const CHILD_ENTRY = fileURLToPath(new URL('./spreadsheet-worker-child.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The child runs the TypeScript sources as `npm start` does, through tsx's loader. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface SpreadsheetWorkerOptions {
  /** The platform's own lines (start, exit). */
  log: (line: string) => void;
  /** Each line the worker writes (its JSON log lines, as a Lambda's go to CloudWatch). */
  output: (line: string) => void;
}

export interface SpreadsheetWorkerProcess {
  /** The invoker to install in lib/jobs: hands the job over and returns at once, like an 'Event' invocation. */
  invoke: WorkerInvoker;
  /** The child's PID while one runs (tests kill it). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

/**
 * The local spreadsheet worker: a separate Node process spawned on the first job and kept, like a warm
 * Lambda container; if it dies, the next job spawns a new one, which first recovers the jobs the dead
 * one left running. Jobs handed over before it is ready wait in this process.
 */
export function spreadsheetWorkerProcess(options: SpreadsheetWorkerOptions): SpreadsheetWorkerProcess {
  let child: ChildProcess | undefined;
  let ready = false;
  let stopped = false;
  const waiting: string[] = [];

  const lines = (stream: NodeJS.ReadableStream | null) => {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) if (line.trim()) options.output(line);
    });
  };

  const start = () => {
    const started = spawn(process.execPath, ['--import', TSX_LOADER, CHILD_ENTRY], {
      cwd: REPO_ROOT,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    trackChild(started);
    child = started;
    ready = false;
    lines(started.stdout);
    lines(started.stderr);
    started.on('message', (reply: WorkerReply) => {
      if (reply.type === 'ready') {
        ready = true;
        options.log(`[worker] spreadsheet worker ready (pid ${started.pid})`);
        for (const jobId of waiting.splice(0)) send(jobId);
      } else if (reply.type === 'settled') {
        options.log(`[worker] job ${reply.jobId}: ${reply.outcome}`);
      }
    });
    started.once('exit', (code, signal) => {
      if (child === started) child = undefined;
      if (!stopped) options.log(`[worker] spreadsheet worker exited (code ${code}, signal ${signal}); the next job starts another`);
    });
  };

  const send = (jobId: string) => child?.send({ type: 'job', jobId } satisfies WorkerMessage);

  return {
    invoke: async (jobId) => {
      if (stopped) throw new Error('the local spreadsheet worker is stopped');
      if (!child) start();
      if (ready) send(jobId);
      else waiting.push(jobId);
    },
    pid: () => child?.pid,
    stop: async () => {
      stopped = true;
      if (child) await stopChild(child, 2_000);
    },
  };
}
