// test-isolation: metrics on for the functions this file makes (tests/support/metrics-on.ts)
import '#test/metrics-on';
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, setLogSink, type LogEntry } from '#kit/logger';
import { backgroundHandler } from '#kit/metrics/background-handler';
import { countMetric } from '#kit/metrics/count-metric';
import { meteredHandler } from '#kit/metrics/function-metrics';
import { counted, emittedLines, emittedMetrics } from '#test/metrics';

/** A function of `service` whose invocation runs `work`. */
const handlerOf = (service: 'auth' | 'org', work: () => Promise<string>) =>
  meteredHandler<unknown, string>(service, (chain) => chain.handler(work));

afterEach(() => setLogSink(undefined));

describe("a function's metrics", () => {
  it('flush the counts without dimensions of an invocation in one EMF line when it ends, with the service', async () => {
    const handler = handlerOf('auth', async () => {
      countMetric('ImageCaptchasIssued');
      countMetric('ServerErrors');
      countMetric('ServerErrors');
      return 'answered';
    });
    let answer: string | undefined;
    const lines = await emittedLines(async () => {
      answer = await handler({});
    });
    expect(answer).toBe('answered');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      _aws: {
        Timestamp: expect.any(Number),
        CloudWatchMetrics: [
          {
            Namespace: 'SDDP',
            Dimensions: [['service']],
            Metrics: [
              { Name: 'ImageCaptchasIssued', Unit: 'Count' },
              { Name: 'ServerErrors', Unit: 'Count' },
            ],
          },
        ],
      },
      service: 'auth',
      ImageCaptchasIssued: 1,
      ServerErrors: [1, 1],
    });
  });

  it('write a count with dimensions as a line of its own, with the service', async () => {
    const handler = handlerOf('auth', async () => {
      countMetric('SignInFailures', { reason: 'wrongPassword' });
      countMetric('AccountLockouts');
      return 'refused';
    });
    expect(await emittedMetrics(() => handler({}))).toEqual([
      counted('SignInFailures', { service: 'auth', reason: 'wrongPassword' }),
      counted('AccountLockouts', { service: 'auth' }),
    ]);
  });

  it('flush when the invocation throws, and let the error through', async () => {
    const handler = handlerOf('org', async () => {
      countMetric('ServerErrors');
      throw new Error('boom');
    });
    let thrown: unknown;
    const metrics = await emittedMetrics(() => handler({}).catch((error: unknown) => (thrown = error)));
    expect((thrown as Error).message).toBe('boom');
    expect(metrics).toEqual([counted('ServerErrors', { service: 'org' })]);
  });

  it('keep two functions apart when their invocations overlap in one process', async () => {
    const slow = handlerOf('auth', async () => {
      countMetric('ImageCaptchasIssued');
      await new Promise((resolve) => setTimeout(resolve, 20));
      return '';
    });
    const quick = handlerOf('org', async () => {
      countMetric('StorageOutcomes', { outcome: 'stale' });
      return '';
    });
    const metrics = await emittedMetrics(() => Promise.all([slow({}), quick({})]));
    expect(metrics).toEqual([
      counted('StorageOutcomes', { service: 'org', outcome: 'stale' }),
      counted('ImageCaptchasIssued', { service: 'auth' }),
    ]);
  });

  it('write nothing for an invocation that counted nothing: no line, and no notice in the log', async () => {
    const entries: LogEntry[] = [];
    setLogSink((entry) => entries.push(entry));
    const handler = handlerOf('auth', async () => {
      createLogger().warn('the only log line');
      return '';
    });
    expect(await emittedLines(() => handler({}))).toEqual([]);
    expect(entries.map((entry) => entry.message)).toEqual(['the only log line']);
  });

  it('count nothing outside an invocation: there is no function to count for', async () => {
    expect(await emittedLines(async () => countMetric('NotifyTransportFailures', { channel: 'sms' }))).toEqual([]);
  });
});

describe('a background function (the worker, a scheduled job)', () => {
  it('counts an invocation that throws, flushes, and throws', async () => {
    const handler = backgroundHandler('password-expiry', async () => Promise.reject(new Error('table gone')));
    let thrown: unknown;
    const metrics = await emittedMetrics(() => handler().catch((error: unknown) => (thrown = error)));
    expect((thrown as Error).message).toBe('table gone');
    expect(metrics).toEqual([counted('InvocationFailures', { service: 'password-expiry' })]);
  });

  it('runs until Lambda stops it: no earlier timeout of its own', async () => {
    const handler = backgroundHandler('spreadsheet-worker', async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return 'finished';
    });
    const nearTheEnd = { getRemainingTimeInMillis: () => 10 } as unknown as Context;
    let answer: string | undefined;
    expect(await emittedLines(async () => (answer = await handler(undefined, nearTheEnd)))).toEqual([]);
    expect(answer).toBe('finished');
  });

  it('counts nothing for an invocation that returns', async () => {
    const handler = backgroundHandler('log-rollup', async (event: { projects: number }) => event.projects);
    let answer: number | undefined;
    expect(await emittedLines(async () => (answer = await handler({ projects: 3 })))).toEqual([]);
    expect(answer).toBe(3);
  });
});
