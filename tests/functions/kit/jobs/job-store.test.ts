import { describe, expect, it } from 'vitest';
import { claimJob, endJob, getJob, saveProgress, takeOverJob, unfinishedJobs } from '#kit/jobs/job-store';
import { getItem, keys } from '#test/fixtures';
import { queuedExport, testOwner } from './job-fixtures';

const progress = { phase: 'writing' as const, total: 10, read: 0, checked: 0, written: 4 };

describe('job records', () => {
  it('starts queued with no progress, listed as unfinished, and keeps its owner and input', async () => {
    const owner = testOwner({ language: 'en' });
    const job = await queuedExport(owner);
    expect(job).toMatchObject({ kind: 'org.export', state: 'queued', owner, input: { filter: { orgName: '' } } });
    expect(job.progress).toEqual({ phase: 'starting', total: 0, read: 0, checked: 0, written: 0 });
    expect(job.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await unfinishedJobs()).map((unfinished) => unfinished.id)).toContain(job.id);
    expect(await getItem(keys.job(job.id))).toMatchObject({
      kind: 'Job',
      jobKind: 'org.export',
      gsi1pk: 'JOBS#UNFINISHED',
      expiresAt: expect.any(Number),
    });
  });

  it('is claimed once: a second claim of the same job gets nothing', async () => {
    const job = await queuedExport();
    const claimed = await claimJob(job.id);
    expect(claimed).toMatchObject({ state: 'running', claim: expect.any(String) });
    expect(await claimJob(job.id)).toBeUndefined();
    expect(await claimJob('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('takes progress only from the worker holding the claim', async () => {
    const job = (await claimJob((await queuedExport()).id))!;
    expect(await saveProgress(job.id, job.claim!, progress)).toBe(true);
    expect(await saveProgress(job.id, 'someone-else', { ...progress, written: 9 })).toBe(false);
    expect((await getJob(job.id))?.progress).toEqual(progress);
  });

  it('ends once, done or failed, and leaves the unfinished list', async () => {
    const job = (await claimJob((await queuedExport()).id))!;
    const result = { key: 'exports/1/x.xlsx', fileName: 'x.xlsx', rows: 3 };
    expect(await endJob(job.id, 'someone-else', { state: 'done', result })).toBe(false);
    expect(await endJob(job.id, job.claim, { state: 'done', result }, progress)).toBe(true);
    expect(await endJob(job.id, job.claim, { state: 'failed', error: { code: 500, messageKey: 'error.internal', params: {} } })).toBe(
      false,
    );
    expect(await getJob(job.id)).toMatchObject({ state: 'done', result, progress });
    expect((await unfinishedJobs()).map((unfinished) => unfinished.id)).not.toContain(job.id);
    expect(await getItem(keys.job(job.id))).not.toHaveProperty('gsi1pk');
  });

  it('fails a queued job without a claim (a hand-over that failed), but not one a worker took', async () => {
    const queued = await queuedExport();
    expect(await endJob(queued.id, undefined, { state: 'failed', error: { code: 500, messageKey: 'error.internal', params: {} } })).toBe(
      true,
    );
    const claimed = (await claimJob((await queuedExport()).id))!;
    expect(await endJob(claimed.id, undefined, { state: 'failed', error: { code: 500, messageKey: 'error.internal', params: {} } })).toBe(
      false,
    );
  });

  it('is taken over only as it was read: the old claim then writes nothing', async () => {
    const job = (await claimJob((await queuedExport()).id))!;
    const seen = (await getJob(job.id))!;
    const taken = await takeOverJob(seen);
    expect(taken?.claim).toBeDefined();
    expect(taken?.claim).not.toBe(job.claim);
    // A second recovery that read the same record loses the race.
    expect(await takeOverJob(seen)).toBeUndefined();
    expect(await saveProgress(job.id, job.claim!, progress)).toBe(false);
    expect(await endJob(job.id, job.claim, { state: 'done', result: { key: 'k', fileName: 'f', rows: 0 } })).toBe(false);
  });
});
