import { afterEach, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '#kit/config';
import { getJob } from '#kit/jobs/job-store';
import { startJob } from '#kit/jobs/start-job';
import { installWorkerInvoker, resetWorkerClient } from '#kit/jobs/worker-invoker';
import { recordHandedJobs } from '#test/jobs';
import { startAwsStandIn, withEnv, type AwsStandIn } from '../aws-stand-in';
import { testOwner } from './job-fixtures';

const FILTER = { filter: { orgName: '机械', orgCode: '', bpCode: '' } };

let standIn: AwsStandIn | undefined;
let restoreEnv: (() => void) | undefined;

/** Lambda's Invoke API as a stand-in; the functions reach it as they reach AWS, with no invoker installed. */
async function onAws(status = 202) {
  standIn = await startAwsStandIn(() => ({
    status,
    headers: { 'content-type': 'application/json' },
    body: status === 202 ? '' : '{"message":"Rate exceeded"}',
  }));
  restoreEnv = withEnv({ LAMBDA_ENDPOINT: standIn.url, SPREADSHEET_WORKER_FUNCTION: 'sddp-dev-spreadsheet-worker' });
  resetConfigForTests();
  resetWorkerClient();
  installWorkerInvoker(undefined);
}

afterEach(async () => {
  restoreEnv?.();
  restoreEnv = undefined;
  resetConfigForTests();
  resetWorkerClient();
  recordHandedJobs();
  await standIn?.close();
  standIn = undefined;
});

describe('starting a job', () => {
  it('on AWS writes the job queued and invokes the worker function asynchronously with the job id', async () => {
    await onAws();
    const jobId = await startJob('org.export', testOwner(), FILTER);
    expect(await getJob(jobId)).toMatchObject({ state: 'queued', kind: 'org.export', input: FILTER });
    expect(standIn!.requests).toHaveLength(1);
    const [request] = standIn!.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/2015-03-31/functions/sddp-dev-spreadsheet-worker/invocations' });
    expect(request!.headers['x-amz-invocation-type']).toBe('Event');
    expect(JSON.parse(request!.body)).toEqual({ jobId });
  });

  it('fails the job and the call when the worker cannot be reached', async () => {
    await onAws(429);
    const owner = testOwner();
    await expect(startJob('org.export', owner, FILTER)).rejects.toThrow();
    const [request] = standIn!.requests;
    const { jobId } = JSON.parse(request!.body) as { jobId: string };
    expect(await getJob(jobId)).toMatchObject({ state: 'failed', error: { code: 500, messageKey: 'error.internal' } });
  });

  it('refuses to start with neither a worker function configured nor an invoker installed', async () => {
    installWorkerInvoker(undefined);
    await expect(startJob('org.export', testOwner(), FILTER)).rejects.toThrow(/SPREADSHEET_WORKER_FUNCTION/);
  });
});
