import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as jobHandler } from '#domains/job/handler';
import { handler as orgHandler } from '#domains/org/handler';
import { call } from '#test/api-event';
import { createTestUser } from '#test/fixtures';
import { jobStatusThroughApi, runWorker } from '#test/jobs';
import { signedIn } from '#test/orgs';
import { tokenFor } from '#test/sign-in';

let owner: Awaited<ReturnType<typeof signedIn>>;
let jobId: string;

beforeAll(async () => {
  owner = await signedIn('admin');
  jobId = (
    await call<{ jobId: string }>(orgHandler, {
      method: 'POST',
      path: '/org/admin/export',
      token: owner.token,
      body: { orgCode: 'none-at-all' },
    })
  ).result.jobId;
});

describe('GET /job/status', () => {
  it('answers the account that started the job with its state and progress', async () => {
    const status = await jobStatusThroughApi(owner.token, jobId);
    expect(status).toMatchObject({
      code: 200,
      result: { id: jobId, kind: 'org.export', state: 'queued', progress: { phase: 'starting', total: 0 } },
    });
  });

  it('answers anyone else as if the job did not exist (404), another administrator included', async () => {
    const otherAdmin = await signedIn('admin');
    const supplier = await createTestUser({ userRole: '10', userType: '100' });
    for (const token of [otherAdmin.token, await tokenFor(supplier.userCode)]) {
      const response = await jobStatusThroughApi(token, jobId);
      expect(response).toMatchObject({ status: 404, code: 404, result: null });
      expect(response.message).toBe((await jobStatusThroughApi(token, randomUUID())).message);
    }
    // The owner still reads it, and the refused reads changed nothing.
    await runWorker(jobId);
    expect((await jobStatusThroughApi(owner.token, jobId)).result).toMatchObject({ state: 'done' });
  });

  it('reads ids strictly: a UUID, nothing longer or else', async () => {
    for (const id of ['1', `${jobId}x`, 'x'.repeat(36), '../'.repeat(12)]) {
      expect((await jobStatusThroughApi(owner.token, id)).code, id).toBe(400);
    }
  });

  it('needs a session', async () => {
    expect((await call(jobHandler, { path: '/job/status', query: { id: jobId } })).code).toBe(401);
  });
});
