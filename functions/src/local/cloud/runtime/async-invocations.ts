import { randomUUID } from 'node:crypto';
import type { LocalFunction } from '../template/read-deployment';
import { LAMBDA_ASYNC_DEFAULTS, type LocalEventInvokeConfig } from '../template/read-event-invoke-configs';
import { failureRecord, successRecord, type DestinationRecord } from './destination-record';
import { FunctionError } from './function-sandbox';
import type { FunctionErrorPayload } from './host-protocol';

/** What became of one asynchronous event, for the platform's own bookkeeping (the invoker sees none of it). */
export interface AsyncOutcome {
  requestId: string;
  attempts: number;
  /** The answer of the attempt that succeeded. */
  result?: unknown;
  /** The last attempt's error, when none succeeded. */
  error?: FunctionErrorPayload;
  condition?: 'RetriesExhausted' | 'EventAgeExceeded';
  /** The queue a destination record went to. */
  deliveredTo?: string;
  /** The platform stopped before Lambda was done with the event. */
  stopped?: true;
}

export interface AsyncInvokerOptions {
  /** Runs one attempt: the function's answer, or a rejection with its error. */
  attempt(fn: LocalFunction, event: unknown, requestId: string): Promise<unknown>;
  /** Sends a destination record as Lambda does, with the function's role; rejects when that is refused. */
  deliver(fn: LocalFunction, destinationArn: string, record: DestinationRecord): Promise<void>;
  log(line: string): void;
  /**
   * The wait before retry `n` (1, 2). Lambda waits about a minute before the first retry and two before
   * the second; locally a second and two, so a developer sees the outcome while still looking.
   */
  retryDelayMs?(retry: number): number;
  now?(): number;
}

export interface AsyncInvoker {
  /** Runs the event as Lambda runs an asynchronous invocation: attempts, retries and destinations by the function's EventInvokeConfig. */
  run(fn: LocalFunction, event: unknown, qualifier?: string): Promise<AsyncOutcome>;
  /** Abandons the waits for retries (as the events in Lambda's queue die with the local platform) and delivers nothing more. */
  stop(): void;
}

const queueName = (arn: string) => arn.slice(arn.lastIndexOf(':') + 1);
const firstLine = (text: string) => text.split('\n', 1)[0]!;

function errorPayloadOf(error: unknown): FunctionErrorPayload {
  if (error instanceof FunctionError) return error.payload;
  return error instanceof Error
    ? { errorType: error.name, errorMessage: error.message }
    : { errorType: 'Error', errorMessage: String(error) };
}

/** Lambda's asynchronous invocation: its internal queue, retries and destinations, for the local runtime. */
export function createAsyncInvoker(options: AsyncInvokerOptions): AsyncInvoker {
  const now = options.now ?? Date.now;
  const retryDelayMs = options.retryDelayMs ?? ((retry: number) => retry * 1000);
  const waits = new Set<() => void>();
  let stopped = false;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waits.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waits.add(done);
    });

  const send = async (fn: LocalFunction, destination: string, record: DestinationRecord): Promise<string | undefined> => {
    if (stopped) return undefined;
    try {
      await options.deliver(fn, destination, record);
      return destination;
    } catch (error) {
      options.log(
        `[cloud] ${fn.label}: Lambda could not deliver the ${record.requestContext.condition} record of event ${record.requestContext.requestId} to ${queueName(destination)} with the function's role: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
      );
      return undefined;
    }
  };

  return {
    run: async (fn, event, qualifier = '$LATEST') => {
      const config: Omit<LocalEventInvokeConfig, 'qualifier'> =
        fn.eventInvokeConfigs.find((candidate) => candidate.qualifier === qualifier) ?? LAMBDA_ASYNC_DEFAULTS;
      const requestId = randomUUID();
      const queuedAt = now();
      const recordOf = { requestId, functionArn: fn.arn, qualifier, event };
      let attempts = 0;
      for (;;) {
        attempts += 1;
        let error: FunctionErrorPayload;
        try {
          const result = await options.attempt(fn, event, requestId);
          const deliveredTo = config.onSuccess
            ? await send(fn, config.onSuccess, successRecord({ ...recordOf, attempts, at: new Date(now()), result }))
            : undefined;
          return { requestId, attempts, result, ...(deliveredTo ? { deliveredTo } : {}) };
        } catch (caught) {
          error = errorPayloadOf(caught);
        }
        if (stopped) return { requestId, attempts, error, stopped: true };
        const delay = retryDelayMs(attempts);
        const condition =
          attempts > config.maximumRetryAttempts
            ? 'RetriesExhausted'
            : now() + delay - queuedAt > config.maximumEventAgeSeconds * 1000
              ? 'EventAgeExceeded'
              : undefined;
        const what = `${error.errorType}: ${firstLine(error.errorMessage)}`;
        if (!condition) {
          options.log(
            `[cloud] ${fn.label}: asynchronous event ${requestId} threw on attempt ${attempts} of ${config.maximumRetryAttempts + 1} (${what}); Lambda runs it again in ${delay} ms`,
          );
          await wait(delay);
          if (stopped) return { requestId, attempts, error, stopped: true };
          continue;
        }
        const outcome: AsyncOutcome = { requestId, attempts, error, condition };
        const given = `after ${attempts} attempt${attempts === 1 ? '' : 's'} (${condition})`;
        if (!config.onFailure) {
          options.log(
            `[cloud] ${fn.label}: asynchronous event ${requestId} failed: ${what} ${given}; no on-failure destination, so Lambda drops it`,
          );
          return outcome;
        }
        const deliveredTo = await send(
          fn,
          config.onFailure,
          failureRecord({ ...recordOf, attempts, at: new Date(now()), condition, error }),
        );
        options.log(
          `[cloud] ${fn.label}: asynchronous event ${requestId} failed: ${what} ${given}; ${
            deliveredTo
              ? `its record is in the queue ${queueName(deliveredTo)} (listed at /__outbox; npm run job:redrive replays it)`
              : 'its record was lost'
          }`,
        );
        return deliveredTo ? { ...outcome, deliveredTo } : outcome;
      }
    },
    stop: () => {
      stopped = true;
      for (const done of [...waits]) done();
    },
  };
}
