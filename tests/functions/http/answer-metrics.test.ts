// test-isolation: metrics on for the functions this file loads (tests/support/metrics-on.ts)
import '#test/metrics-on';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint, ERROR_CODE } from '@sddp/shared';
import { handler as orgHandler } from '#domains/org/handler';
import { createDomainHandler } from '#http/domain-handler';
import { route } from '#http/route';
import { AppError, staleEdit } from '#kit/errors';
import { call } from '#test/api-event';
import { uniqueCode } from '#test/fixtures';
import { counted, emittedMetrics } from '#test/metrics';
import { createTestOrg, signedIn } from '#test/orgs';
import { awsError, throttleTransactions } from '#test/store-faults';

const probe = defineEndpoint({
  id: 'test.probe',
  domain: 'notice',
  method: 'POST',
  path: '/test/probe',
  input: z.object({}),
  output: z.null(),
  access: 'public',
});

/** The metrics of one call of a notice-domain route that throws `error`, through the whole chain, and its status. */
async function metricsOfThrowing(error: unknown) {
  const handler = createDomainHandler([route(probe, async () => Promise.reject(error))]);
  let status = 0;
  const metrics = await emittedMetrics(async () => {
    status = (await call(handler, { method: 'POST', path: '/test/probe', body: {} })).status;
  });
  return { status, metrics };
}

afterEach(() => vi.restoreAllMocks());

describe('the metrics of error answers', () => {
  it('counts a failed condition as a conflict (409)', async () => {
    expect(await metricsOfThrowing(awsError('ConditionalCheckFailedException'))).toEqual({
      status: 409,
      metrics: [counted('StorageOutcomes', { service: 'notice', outcome: 'conflict' })],
    });
  });

  it('counts a stale edit as stale (409)', async () => {
    expect(await metricsOfThrowing(staleEdit({ version: 2 }))).toEqual({
      status: 409,
      metrics: [counted('StorageOutcomes', { service: 'notice', outcome: 'stale' })],
    });
  });

  it('counts throttling that outlasted the retries as unavailable, and as a server error (503)', async () => {
    expect(await metricsOfThrowing(awsError('ThrottlingException'))).toEqual({
      status: 503,
      metrics: [counted('StorageOutcomes', { service: 'notice', outcome: 'unavailable' }), counted('ServerErrors', { service: 'notice' })],
    });
  });

  it('counts a 500 as a server error, which Lambda never sees: the answer is a success to it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await metricsOfThrowing(new TypeError('x is undefined'))).toEqual({
      status: 500,
      metrics: [counted('ServerErrors', { service: 'notice' })],
    });
  });

  it('counts a 503 that is no storage outcome (an outside system down) as a server error only', async () => {
    expect(await metricsOfThrowing(new AppError(ERROR_CODE.unavailable, 'error.sso.inventoryUnavailable'))).toEqual({
      status: 503,
      metrics: [counted('ServerErrors', { service: 'notice' })],
    });
  });

  it('counts nothing for a refusal of the caller (400, 401, 404)', async () => {
    for (const error of [
      new AppError(ERROR_CODE.invalid, 'validation.invalid'),
      new AppError(ERROR_CODE.unauthenticated, 'error.sessionExpired'),
    ]) {
      expect((await metricsOfThrowing(error)).metrics).toEqual([]);
    }
    const handler = createDomainHandler([route(probe, async () => null)]);
    expect(await emittedMetrics(() => call(handler, { path: '/test/nowhere' }))).toEqual([]);
  });
});

describe('the same through real routes', () => {
  it('an organisation saved from a stale form is counted by the org function', async () => {
    const { token } = await signedIn('admin');
    const org = await createTestOrg();
    const update = (version: number) =>
      call(orgHandler, { method: 'POST', path: '/org/admin/update', token, body: { id: org.id, orgName: uniqueCode('renamed'), version } });
    expect((await update(org.version)).code).toBe(200);
    let status = 0;
    const metrics = await emittedMetrics(async () => {
      status = (await update(org.version)).status;
    });
    expect(status).toBe(409);
    expect(metrics).toEqual([counted('StorageOutcomes', { service: 'org', outcome: 'stale' })]);
  });

  it('throttling on an organisation edit is counted unavailable and a server error by the org function', async () => {
    const { token } = await signedIn('admin');
    const org = await createTestOrg();
    throttleTransactions();
    const metrics = await emittedMetrics(() =>
      call(orgHandler, {
        method: 'POST',
        path: '/org/admin/update',
        token,
        body: { id: org.id, orgName: uniqueCode('renamed'), version: org.version },
      }),
    );
    expect(metrics).toEqual([
      counted('StorageOutcomes', { service: 'org', outcome: 'unavailable' }),
      counted('ServerErrors', { service: 'org' }),
    ]);
  });
});
