// test-isolation: metrics on for the functions this file loads (tests/support/metrics-on.ts)
import '#test/metrics-on';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as orgHandler } from '#domains/org/handler';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { AppError } from '#kit/errors';
import { claimJob, createJob } from '#kit/jobs/job-store';
import { call } from '#test/api-event';
import { jobOutcome, runWorker } from '#test/jobs';
import { counted, emittedMetrics } from '#test/metrics';
import { importThroughApi, signedIn, supplierWorkbook, uploadWorkbook } from '#test/orgs';
import { useOwnTable } from '#test/own-table';
import { handler as worker } from '#workers/spreadsheet/handler';
import { JOB_RUNNERS } from '#workers/spreadsheet/job-runners';
import { STALE_AFTER_MS } from '#workers/spreadsheet/recover-jobs';
import { queuedExport, testOwner } from '../../kit/jobs/job-fixtures';

// The recovery pass of every worker invocation takes over any silent job of the table: this file's only.
useOwnTable();

let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  admin = await signedIn('admin');
});
afterEach(() => vi.restoreAllMocks());

const finished = (kind: string, outcome: string) => counted('JobsFinished', { service: 'spreadsheet-worker', kind, outcome });
const crashed = counted('JobsCrashed', { service: 'spreadsheet-worker' });

describe('jobs of the spreadsheet worker, by kind and outcome', () => {
  it('an export written is done', async () => {
    const metrics = await emittedMetrics(async () => {
      const started = await call<{ jobId: string }>(orgHandler, {
        method: 'POST',
        path: '/org/admin/export',
        token: admin.token,
        body: {},
      });
      expect((await jobOutcome(admin.token, started)).code).toBe(200);
    });
    expect(metrics).toEqual([finished('org.export', 'done')]);
  });

  it('an import whose file has a bad row is rejected', async () => {
    const { key } = await uploadWorkbook(admin.token, supplierWorkbook([['not a code', 'A supplier']]));
    const metrics = await emittedMetrics(async () => {
      expect((await importThroughApi(admin.token, { key })).result.status).toBe('rejected');
    });
    expect(metrics).toEqual([finished('org.import', 'rejected')]);
  });

  it('a refusal the starter is told is failed; an unexpected error crashed', async () => {
    const refused = await queuedExport();
    const broken = await queuedExport();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const run = vi.spyOn(JOB_RUNNERS['org.export'], 'run');
    run.mockRejectedValueOnce(new AppError(400, 'error.importTooLarge')).mockRejectedValueOnce(new TypeError('bug'));
    const metrics = await emittedMetrics(async () => {
      await runWorker(refused.id);
      await runWorker(broken.id);
    });
    expect(metrics).toEqual([finished('org.export', 'failed'), finished('org.export', 'crashed'), crashed]);
  });

  it('a job whose worker died is interrupted, when the recovery pass ends it', async () => {
    const job = (await claimJob((await createJob('org.export', testOwner(), { filter: { orgName: '', orgCode: '', bpCode: '' } })).id))!;
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.job(job.id),
        UpdateExpression: 'SET heartbeatAt = :at',
        ExpressionAttributeValues: { ':at': Date.now() - STALE_AFTER_MS - 1_000 },
      }),
    );
    expect(await emittedMetrics(() => worker({ recover: true }))).toEqual([finished('org.export', 'interrupted'), crashed]);
  });

  it('an invocation of the worker that fails is counted, and fails', async () => {
    vi.spyOn(db(), 'send').mockImplementation(async () =>
      Promise.reject(Object.assign(new Error('gone'), { name: 'ResourceNotFoundException' })),
    );
    let thrown: unknown;
    const metrics = await emittedMetrics(() => runWorker('no-such-job').catch((error: unknown) => (thrown = error)));
    expect((thrown as Error).name).toBe('ResourceNotFoundException');
    expect(metrics).toEqual([counted('InvocationFailures', { service: 'spreadsheet-worker' })]);
  });
});
