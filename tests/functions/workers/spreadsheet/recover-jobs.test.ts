import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import type { JobRecoveries } from '#kit/jobs/job-runner';
import { claimJob, getJob, saveProgress, createJob } from '#kit/jobs/job-store';
import { recoverInterruptedJobs, STALE_AFTER_MS } from '#workers/spreadsheet/recover-jobs';
import { queuedExport, testOwner } from '../../kit/jobs/job-fixtures';

/** As if the job's worker was last heard of `ms` ago. */
async function silentFor(jobId: string, ms: number): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.job(jobId),
      UpdateExpression: 'SET heartbeatAt = :at',
      ExpressionAttributeValues: { ':at': Date.now() - ms },
    }),
  );
}

const runningImport = async () => {
  const job = await createJob('org.import', testOwner(), { key: 'supplier/1/x.xlsx' });
  return (await claimJob(job.id))!;
};

describe('the recovery pass', () => {
  it('fails a running job whose worker went silent, through its kind’s hook, and leaves a live one alone', async () => {
    const [dead, live] = [await runningImport(), await runningImport()];
    await saveProgress(dead.id, dead.claim!, { phase: 'writing', total: 100, read: 100, checked: 100, written: 40 });
    await silentFor(dead.id, STALE_AFTER_MS + 1_000);
    const hook = vi.fn<NonNullable<JobRecoveries['org.import']>>(async () => ({
      state: 'failed',
      error: { code: 503, messageKey: 'error.importInterrupted', params: {} },
    }));

    await recoverInterruptedJobs({ 'org.import': hook });

    expect(hook.mock.calls.map(([job]) => job.id)).toContain(dead.id);
    expect(hook.mock.calls.map(([job]) => job.id)).not.toContain(live.id);
    expect(await getJob(dead.id)).toMatchObject({
      state: 'failed',
      error: { code: 503, messageKey: 'error.importInterrupted' },
      progress: { written: 40 },
    });
    expect(await getJob(live.id)).toMatchObject({ state: 'running', claim: live.claim });
  });

  it('ends the job done when the hook completed what the run had started', async () => {
    const job = await runningImport();
    await silentFor(job.id, STALE_AFTER_MS + 1_000);
    const report = { status: 'imported' as const, rows: 2, created: 2, unchanged: 0, problems: [], moreProblems: 0 };
    await recoverInterruptedJobs({
      'org.import': async (interrupted) =>
        interrupted.id === job.id
          ? { state: 'done', result: report }
          : { state: 'failed', error: { code: 503, messageKey: 'error.importInterrupted', params: {} } },
    });
    expect(await getJob(job.id)).toMatchObject({ state: 'done', result: report });
  });

  it('fails a kind without a hook as interrupted, and a queued job never handed over once it waited too long', async () => {
    const running = (await claimJob((await queuedExport()).id))!;
    await silentFor(running.id, STALE_AFTER_MS + 1_000);
    const waiting = await queuedExport();
    await silentFor(waiting.id, STALE_AFTER_MS + 1_000);
    const fresh = await queuedExport();

    await recoverInterruptedJobs({});

    for (const id of [running.id, waiting.id]) {
      expect(await getJob(id), id).toMatchObject({ state: 'failed', error: { code: 503, messageKey: 'error.jobInterrupted' } });
    }
    expect(await getJob(fresh.id)).toMatchObject({ state: 'queued' });
  });

  it('leaves a job whose hook failed for the next pass, which finishes it', async () => {
    const job = await runningImport();
    await silentFor(job.id, STALE_AFTER_MS + 1_000);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await recoverInterruptedJobs({ 'org.import': async () => Promise.reject(new Error('storage away')) });
    logged.mockRestore();
    expect(await getJob(job.id)).toMatchObject({ state: 'running' });

    await silentFor(job.id, STALE_AFTER_MS + 1_000);
    await recoverInterruptedJobs({});
    expect(await getJob(job.id)).toMatchObject({ state: 'failed', error: { messageKey: 'error.jobInterrupted' } });
  });
});
