import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stopChild, trackChild } from '../../child-processes';
import type { LocalFunction } from '../template/read-deployment';
import type { FunctionErrorPayload, HostMessage, HostReply } from './host-protocol';

const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const HOST_ENTRY = fileURLToPath(new URL('./function-host.ts', import.meta.url));
/** Functions run from their TypeScript sources, as `npm start` runs everything, through tsx's loader. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** An invocation that failed in the function (its error, a timeout, a crash), as Lambda reports it. */
export class FunctionError extends Error {
  constructor(
    readonly functionLabel: string,
    readonly payload: FunctionErrorPayload,
  ) {
    super(`${functionLabel}: ${payload.errorType}: ${payload.errorMessage}`);
    this.name = 'FunctionError';
  }
}

/** The function could not start: its entry failed to load (e.g. a setting its template does not give). */
export class FunctionStartError extends Error {
  constructor(fn: LocalFunction, reason: string) {
    super(`${fn.label} (${fn.entry}) failed to start: ${reason}`);
    this.name = 'FunctionStartError';
  }
}

export interface SandboxOptions {
  fn: LocalFunction;
  /** Its whole environment: nothing of the platform's own is inherited. */
  env: Readonly<Record<string, string>>;
  /** Invoked first in every new process, before any other event (the worker's recovery when it is the only one). */
  coldStartEvent?: unknown;
  /** Each line the function writes (its JSON log lines, as Lambda's go to CloudWatch). */
  output: (line: string) => void;
  log: (line: string) => void;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * One function's execution environment: a Node process of its own (its own environment and module
 * state, like a Lambda sandbox), started at once and again on the next invocation after it died or
 * timed out. Invocations run concurrently in it.
 */
export class FunctionSandbox {
  private child: ChildProcess | undefined;
  private ready: Promise<void> | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private stopped = false;

  constructor(private readonly options: SandboxOptions) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the process if none runs; resolves once the entry loaded (and the cold-start event ran). */
  start(): Promise<void> {
    this.ready ??= this.spawn();
    return this.ready;
  }

  async invoke(event: unknown, requestId: string = randomUUID()): Promise<unknown> {
    if (this.stopped) throw new Error(`${this.options.fn.label} is stopped`);
    await this.start();
    return this.send(event, requestId);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.child) await stopChild(this.child, 2_000);
  }

  private send(event: unknown, requestId: string): Promise<unknown> {
    const { fn } = this.options;
    const child = this.child;
    if (!child?.connected) return Promise.reject(new FunctionError(fn.label, { errorType: 'Runtime.ExitError', errorMessage: 'the function process is gone' }));
    const id = this.nextId++;
    const timeoutMs = fn.timeoutSeconds * 1000;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new FunctionError(fn.label, { errorType: 'Sandbox.Timedout', errorMessage: `Task timed out after ${fn.timeoutSeconds.toFixed(2)} seconds` }));
        // Lambda ends the sandbox of a timed-out invocation; the next one starts a new process.
        this.options.log(`[cloud] ${fn.label} timed out after ${fn.timeoutSeconds} s; its process is replaced`);
        child.kill('SIGKILL');
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      child.send({ type: 'invoke', id, event, context: { requestId, deadline: Date.now() + timeoutMs } } satisfies HostMessage);
    });
  }

  private spawn(): Promise<void> {
    const { fn, env } = this.options;
    const child = spawn(process.execPath, ['--import', TSX_LOADER, HOST_ENTRY, join(REPO_ROOT, fn.entry)], {
      cwd: REPO_ROOT,
      env: { ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    trackChild(child);
    this.child = child;
    forwardLines(child.stdout, this.options.output);
    forwardLines(child.stderr, this.options.output);

    const loaded = new Promise<void>((resolve, reject) => {
      child.on('message', (reply: HostReply) => {
        if (reply.type === 'ready') resolve();
        else if (reply.type === 'init-error') reject(new FunctionStartError(fn, reply.error.errorMessage));
        else this.settle(reply);
      });
      child.once('exit', (code, signal) => {
        reject(new FunctionStartError(fn, `its process exited (code ${code}, signal ${signal}) before it was ready`));
        if (this.child === child) {
          this.child = undefined;
          this.ready = undefined;
        }
        for (const [id, pending] of this.pending) {
          clearTimeout(pending.timer);
          this.pending.delete(id);
          pending.reject(new FunctionError(fn.label, { errorType: 'Runtime.ExitError', errorMessage: `the function process exited (code ${code}, signal ${signal})` }));
        }
        if (!this.stopped) this.options.log(`[cloud] ${fn.label} exited (code ${code}, signal ${signal}); the next invocation starts another`);
      });
    });
    return loaded.then(async () => {
      if (this.options.coldStartEvent === undefined) return;
      await this.send(this.options.coldStartEvent, randomUUID()).catch((error: unknown) =>
        this.options.log(`[cloud] ${fn.label}: its cold-start event failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    });
  }

  private settle(reply: Extract<HostReply, { type: 'result' }>): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    clearTimeout(pending.timer);
    if ('error' in reply) pending.reject(new FunctionError(this.options.fn.label, reply.error));
    else pending.resolve(JSON.parse(reply.json));
  }
}

function forwardLines(stream: NodeJS.ReadableStream | null, output: (line: string) => void): void {
  let rest = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) if (line.trim()) output(line);
  });
}
