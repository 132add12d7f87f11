import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { dirname } from 'node:path';
import { stopChild, trackChild } from '../../child-processes';
import type { LocalFunction } from '../template/read-deployment';
import type { FunctionErrorPayload, HostMessage, HostReply } from './host-protocol';

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

/** What a function's process runs: the host's bundle and the function's (function-bundles.ts). */
export interface SandboxCode {
  host: string;
  entry: string;
}

export interface SandboxOptions {
  fn: LocalFunction;
  /** Its code, once bundled. */
  code: Promise<SandboxCode>;
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

/** One started process and the invocations it owes answers to. */
interface Instance {
  child: ChildProcess;
  pending: Map<number, Pending>;
  ready: Promise<void>;
}

/**
 * One function's execution environment: a Node process of its own (its own environment and module
 * state, like a Lambda sandbox), started at once and again on the next invocation after it died or
 * timed out. Invocations run concurrently in it.
 */
export class FunctionSandbox {
  private instance: Instance | undefined;
  private nextId = 1;
  private stopped = false;
  /** The template settings the entry declared at its last start. */
  settings: readonly string[] = [];

  constructor(private readonly options: SandboxOptions) {}

  get pid(): number | undefined {
    return this.instance?.child.pid;
  }

  /** Starts the process if none runs; resolves once the entry loaded (and the cold-start event ran). */
  async start(): Promise<void> {
    const code = await this.options.code;
    this.instance ??= this.spawn(code);
    return this.instance.ready;
  }

  async invoke(event: unknown, requestId: string = randomUUID()): Promise<unknown> {
    if (this.stopped) throw new Error(`${this.options.fn.label} is stopped`);
    await this.start();
    return this.send(this.instance!, event, requestId);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.instance) await stopChild(this.instance.child, 2_000);
  }

  /** The process is done for (exited, or killed after a timeout): the next invocation starts another. */
  private retire(instance: Instance): void {
    if (this.instance === instance) this.instance = undefined;
  }

  private send(instance: Instance, event: unknown, requestId: string): Promise<unknown> {
    const { fn } = this.options;
    const { child } = instance;
    if (!child.connected)
      return Promise.reject(new FunctionError(fn.label, { errorType: 'Runtime.ExitError', errorMessage: 'the function process is gone' }));
    const id = this.nextId++;
    const timeoutMs = fn.timeoutSeconds * 1000;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        instance.pending.delete(id);
        reject(
          new FunctionError(fn.label, {
            errorType: 'Sandbox.Timedout',
            errorMessage: `Task timed out after ${fn.timeoutSeconds.toFixed(2)} seconds`,
          }),
        );
        // Lambda ends the sandbox of a timed-out invocation; the next one starts a new process.
        this.options.log(`[cloud] ${fn.label} timed out after ${fn.timeoutSeconds} s; its process is replaced`);
        this.retire(instance);
        child.kill('SIGKILL');
      }, timeoutMs);
      instance.pending.set(id, { resolve, reject, timer });
      child.send({ type: 'invoke', id, event, context: { requestId, deadline: Date.now() + timeoutMs } } satisfies HostMessage);
    });
  }

  private spawn(bundle: SandboxCode): Instance {
    const { fn, env } = this.options;
    // As Lambda runs it: the bundled code under plain Node (NODE_OPTIONS only if the template sets it), in
    // the bundle's folder (/var/task on Lambda).
    const child = spawn(process.execPath, [bundle.host, bundle.entry], {
      cwd: dirname(bundle.entry),
      env: { ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    trackChild(child);
    forwardLines(child.stdout, this.options.output);
    forwardLines(child.stderr, this.options.output);
    const pending = new Map<number, Pending>();

    const loaded = new Promise<void>((resolve, reject) => {
      child.on('message', (reply: HostReply) => {
        if (reply.type === 'ready') {
          this.settings = reply.settings;
          resolve();
        } else if (reply.type === 'init-error') reject(new FunctionStartError(fn, reply.error.errorMessage));
        else settle(fn.label, pending, reply);
      });
      child.once('exit', (code, signal) => {
        reject(new FunctionStartError(fn, `its process exited (code ${code}, signal ${signal}) before it was ready`));
        this.retire(instance);
        for (const [id, waiting] of pending) {
          clearTimeout(waiting.timer);
          pending.delete(id);
          waiting.reject(
            new FunctionError(fn.label, {
              errorType: 'Runtime.ExitError',
              errorMessage: `the function process exited (code ${code}, signal ${signal})`,
            }),
          );
        }
        if (!this.stopped)
          this.options.log(`[cloud] ${fn.label} exited (code ${code}, signal ${signal}); the next invocation starts another`);
      });
    });
    const instance: Instance = {
      child,
      pending,
      ready: loaded.then(async () => {
        if (this.options.coldStartEvent === undefined) return;
        await this.send(instance, this.options.coldStartEvent, randomUUID()).catch((error: unknown) =>
          this.options.log(`[cloud] ${fn.label}: its cold-start event failed: ${error instanceof Error ? error.message : String(error)}`),
        );
      }),
    };
    return instance;
  }
}

function settle(label: string, pending: Map<number, Pending>, reply: Extract<HostReply, { type: 'result' }>): void {
  const waiting = pending.get(reply.id);
  if (!waiting) return;
  pending.delete(reply.id);
  clearTimeout(waiting.timer);
  if ('error' in reply) waiting.reject(new FunctionError(label, reply.error));
  else waiting.resolve(JSON.parse(reply.json));
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
