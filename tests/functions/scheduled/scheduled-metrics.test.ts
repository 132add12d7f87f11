// test-isolation: metrics on for the functions this file loads (tests/support/metrics-on.ts)
import '#test/metrics-on';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '#kit/db/client';
import { handler as listIndexRepair } from '#scheduled/list-index-repair';
import { handler as logRollup } from '#scheduled/log-rollup';
import { handler as passwordExpiry } from '#scheduled/password-expiry';
import { counted, emittedMetrics } from '#test/metrics';

afterEach(() => vi.restoreAllMocks());

describe('a scheduled job that fails', () => {
  it.each([
    ['password-expiry', passwordExpiry],
    ['list-index-repair', listIndexRepair],
    ['log-rollup', logRollup],
  ] as const)('%s is counted under its name, and fails', async (service, handler) => {
    vi.spyOn(db(), 'send').mockImplementation(async () =>
      Promise.reject(Object.assign(new Error('gone'), { name: 'ResourceNotFoundException' })),
    );
    let thrown: unknown;
    const metrics = await emittedMetrics(() => handler().catch((error: unknown) => (thrown = error)));
    expect((thrown as Error).name).toBe('ResourceNotFoundException');
    expect(metrics).toEqual([counted('InvocationFailures', { service })]);
  });
});
