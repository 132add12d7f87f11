import crypto from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { ClientRequest } from 'node:http';
import { syncBuiltinESMExports } from 'node:module';
import timersPromises from 'node:timers/promises';
import { afterAll, beforeAll, expect } from 'vitest';
import { coveredTime, writeProfileRecord } from './profile';

/**
 * A setup file of every project while profiling (vitest.config.ts): records, per test file, the time spent
 * waiting on HTTP answers from each local service (DynamoDB Local, s3rver, the platform) and on timers
 * that fired after ≥ 10 ms (sleeps, polling, settle windows). Overlapping waits count once.
 */
const MIN_TIMER_MS = 10;
const intervals = new Map<string, Array<[number, number]>>();
const opened = new WeakMap<ClientRequest, { category: string; started: number }>();

const note = (category: string, started: number, ended = performance.now()) => {
  const list = intervals.get(category) ?? [];
  list.push([started, ended]);
  intervals.set(category, list);
};

function serviceOf(request: ClientRequest): string {
  const port = request.getHeader('host')?.toString().split(':')[1] ?? '';
  const endpoints: Array<[string | undefined, string]> = [
    [process.env.DYNAMODB_ENDPOINT, 'DynamoDB Local'],
    [process.env.S3_ENDPOINT, 's3rver'],
  ];
  for (const [endpoint, name] of endpoints) if (endpoint && new URL(endpoint).port === port) return name;
  return 'other local HTTP (platform, gateway, stand-ins)';
}

subscribe('http.client.request.start', (message) => {
  const { request } = message as { request: ClientRequest };
  opened.set(request, { category: serviceOf(request), started: performance.now() });
});
const close = (message: unknown) => {
  const { request } = message as { request: ClientRequest };
  const open = opened.get(request);
  if (!open) return;
  opened.delete(request);
  note(open.category, open.started);
};
subscribe('http.client.response.finish', close);
subscribe('http.client.request.error', close);

const realSetTimeout = globalThis.setTimeout;
globalThis.setTimeout = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
  if (typeof callback !== 'function' || !ms || ms < MIN_TIMER_MS) return realSetTimeout(callback, ms, ...args);
  const started = performance.now();
  return realSetTimeout(
    (...callArgs: unknown[]) => {
      note('timers and sleeps', started);
      callback(...callArgs);
    },
    ms,
    ...args,
  );
}) as typeof setTimeout;

const realSleep = timersPromises.setTimeout;
timersPromises.setTimeout = (async (ms?: number, value?: unknown, options?: object) => {
  const started = performance.now();
  try {
    return await realSleep(ms, value, options);
  } finally {
    if ((ms ?? 0) >= MIN_TIMER_MS) note('timers and sleeps', started);
  }
}) as typeof timersPromises.setTimeout;
// Password hashing is the tests' main CPU cost on the server side: timed per cost parameter.
const realScrypt = crypto.scrypt;
crypto.scrypt = ((...args: Parameters<typeof crypto.scrypt>) => {
  const options = (typeof args[3] === 'object' ? args[3] : {}) as crypto.ScryptOptions;
  const callback = args.at(-1) as (error: Error | null, key: Buffer) => void;
  const started = performance.now();
  const timed = (error: Error | null, key: Buffer) => {
    note(`scrypt N=2^${Math.log2(options.N ?? options.cost ?? 16_384)}`, started);
    callback(error, key);
  };
  return (realScrypt as (...a: unknown[]) => void)(...args.slice(0, -1), timed);
}) as typeof crypto.scrypt;
syncBuiltinESMExports();

let fileStarted = 0;
beforeAll(() => {
  fileStarted = performance.now();
});
afterAll(() => {
  const waits: Record<string, { ms: number; count: number }> = {};
  for (const [category, list] of intervals) waits[category] = { ms: Math.round(coveredTime(list)), count: list.length };
  waits['file (wall)'] = { ms: Math.round(performance.now() - fileStarted), count: 1 };
  writeProfileRecord({ kind: 'file', file: expect.getState().testPath ?? '', waits });
});
