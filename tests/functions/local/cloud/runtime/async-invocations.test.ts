import { describe, expect, it } from 'vitest';
import { createAsyncInvoker, type AsyncInvokerOptions } from '#local/cloud/runtime/async-invocations';
import type { DestinationRecord } from '#local/cloud/runtime/destination-record';
import { FunctionError } from '#local/cloud/runtime/function-sandbox';
import type { LocalEventInvokeConfig, LocalFunction } from '#local/cloud/template/read-deployment';

const QUEUE = 'arn:aws:sqs:ap-east-1:000000000000:failures';

const job = (eventInvokeConfigs: LocalEventInvokeConfig[]): LocalFunction => ({
  label: 'sddp-test/Job',
  entry: 'functions/src/scheduled/job.ts',
  runtimeFiles: [],
  name: 'job',
  arn: 'arn:aws:lambda:ap-east-1:000000000000:function:job',
  environment: {},
  timeoutSeconds: 10,
  memoryMb: 128,
  roleArn: 'arn:aws:iam::000000000000:role/job-role',
  roleName: 'job-role',
  policies: [],
  eventInvokeConfigs,
});

/** An invoker whose function fails its first `failing` attempts, with every attempt, record and line kept. */
function harness(failing: number, overrides: Partial<AsyncInvokerOptions> = {}) {
  const attempts: { event: unknown; requestId: string }[] = [];
  const delivered: { destination: string; record: DestinationRecord }[] = [];
  const lines: string[] = [];
  const invoker = createAsyncInvoker({
    attempt: async (_fn, event, requestId) => {
      attempts.push({ event, requestId });
      if (attempts.length <= failing)
        throw new FunctionError('sddp-test/Job', {
          errorType: 'AccessDeniedException',
          errorMessage: 'not allowed\nmore',
          trace: ['at x'],
        });
      return { done: attempts.length };
    },
    deliver: async (_fn, destination, record) => void delivered.push({ destination, record }),
    log: (line) => lines.push(line),
    retryDelayMs: () => 5,
    ...overrides,
  });
  return { invoker, attempts, delivered, lines };
}

describe("the local runtime's asynchronous invocations", () => {
  it("runs a failing event 1 + MaximumRetryAttempts times with one request id, then sends Lambda's on-failure record", async () => {
    const { invoker, attempts, delivered, lines } = harness(9);
    const outcome = await invoker.run(
      job([{ qualifier: '$LATEST', maximumRetryAttempts: 2, maximumEventAgeSeconds: 3_600, onFailure: QUEUE }]),
      { from: 'schedule' },
    );
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((attempt) => attempt.requestId)).size).toBe(1);
    expect(outcome).toMatchObject({ attempts: 3, condition: 'RetriesExhausted', deliveredTo: QUEUE });
    expect(delivered).toEqual([
      {
        destination: QUEUE,
        record: {
          version: '1.0',
          timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          requestContext: {
            requestId: attempts[0]!.requestId,
            functionArn: 'arn:aws:lambda:ap-east-1:000000000000:function:job:$LATEST',
            condition: 'RetriesExhausted',
            approximateInvokeCount: 3,
          },
          requestPayload: { from: 'schedule' },
          responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
          responsePayload: { errorType: 'AccessDeniedException', errorMessage: 'not allowed\nmore', trace: ['at x'] },
        },
      },
    ]);
    expect(lines.filter((line) => line.includes('Lambda runs it again'))).toHaveLength(2);
    expect(lines.at(-1)).toMatch(
      /^\[cloud\] sddp-test\/Job: asynchronous event [0-9a-f-]+ failed: AccessDeniedException: not allowed after 3 attempts \(RetriesExhausted\); its record is in the queue failures/,
    );
  });

  it('stops retrying once an attempt succeeds, and follows the config of the qualifier invoked', async () => {
    const configs: LocalEventInvokeConfig[] = [
      { qualifier: '$LATEST', maximumRetryAttempts: 0, maximumEventAgeSeconds: 60, onFailure: QUEUE },
      { qualifier: 'live', maximumRetryAttempts: 2, maximumEventAgeSeconds: 60, onFailure: QUEUE },
    ];
    const latest = harness(1);
    expect(await latest.invoker.run(job(configs), {})).toMatchObject({ attempts: 1, condition: 'RetriesExhausted' });
    const live = harness(1);
    expect(await live.invoker.run(job(configs), {}, 'live')).toMatchObject({ attempts: 2, result: { done: 2 } });
    expect(live.delivered).toEqual([]);
  });

  it('without a config, retries twice as Lambda does and drops the event, saying so', async () => {
    const { invoker, attempts, delivered, lines } = harness(9);
    expect(await invoker.run(job([]), {})).toMatchObject({ attempts: 3, condition: 'RetriesExhausted' });
    expect(attempts).toHaveLength(3);
    expect(delivered).toEqual([]);
    expect(lines.at(-1)).toContain('no on-failure destination, so Lambda drops it');
  });

  it('gives up with EventAgeExceeded when the next retry would come after the maximum event age', async () => {
    let now = 0;
    const { invoker, delivered } = harness(9, {
      now: () => now,
      attempt: async () => {
        now += 50_000;
        throw new Error('slow and failing');
      },
    });
    const outcome = await invoker.run(
      job([{ qualifier: '$LATEST', maximumRetryAttempts: 2, maximumEventAgeSeconds: 60, onFailure: QUEUE }]),
      {},
    );
    // 50 s old at the first retry (under 60 s), 100 s at the second: given up with one retry left.
    expect(outcome).toMatchObject({ attempts: 2, condition: 'EventAgeExceeded' });
    expect(delivered[0]!.record.requestContext).toMatchObject({ condition: 'EventAgeExceeded', approximateInvokeCount: 2 });
  });

  it('reports a destination that refuses the record (a role without sqs:SendMessage) and loses it, as Lambda does', async () => {
    const { invoker, lines } = harness(9, {
      deliver: async () => {
        throw Object.assign(new Error('User: … is not authorized to perform: sqs:SendMessage'), { name: 'AccessDenied' });
      },
    });
    const outcome = await invoker.run(
      job([{ qualifier: '$LATEST', maximumRetryAttempts: 0, maximumEventAgeSeconds: 60, onFailure: QUEUE }]),
      {},
    );
    expect(outcome.deliveredTo).toBeUndefined();
    expect(lines).toContainEqual(expect.stringContaining('could not deliver the RetriesExhausted record of event'));
    expect(lines).toContainEqual(expect.stringContaining('AccessDenied: User: … is not authorized to perform: sqs:SendMessage'));
    expect(lines.at(-1)).toContain('its record was lost');
  });

  it('abandons the wait for a retry when stopped, and delivers nothing', async () => {
    const { invoker, attempts, delivered } = harness(9, { retryDelayMs: () => 60_000 });
    const running = invoker.run(
      job([{ qualifier: '$LATEST', maximumRetryAttempts: 2, maximumEventAgeSeconds: 3_600, onFailure: QUEUE }]),
      {},
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    invoker.stop();
    expect(await running).toMatchObject({ attempts: 1, stopped: true });
    expect(attempts).toHaveLength(1);
    expect(delivered).toEqual([]);
  });
});
