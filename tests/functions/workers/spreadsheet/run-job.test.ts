import { describe, expect, it, vi } from 'vitest';
import { JOB_KINDS } from '@sddp/shared';
import { AppError } from '#kit/errors';
import type { JobRunners } from '#kit/jobs/job-runner';
import { getJob, takeOverJob } from '#kit/jobs/job-store';
import { runJob } from '#workers/spreadsheet/run-job';
import { queuedExport } from '../../kit/jobs/job-fixtures';

const exportResult = { key: 'exports/1/a.xlsx', fileName: 'a.xlsx', rows: 2 };
const notInTheseTests = { run: async () => Promise.reject(new Error('not in these tests')) };
/** Every kind refuses except the organisation export, which runs `run`. */
const runners = (run: JobRunners['org.export']['run']): JobRunners => ({
  ...(Object.fromEntries(JOB_KINDS.map((kind) => [kind, notInTheseTests])) as unknown as JobRunners),
  'org.export': { run },
});

describe('running a job', () => {
  it('claims it, runs its kind’s runner with progress and stores the result; a second hand-over is skipped', async () => {
    const job = await queuedExport();
    let runs = 0;
    const run = runners(async (_job, { progress }) => {
      runs++;
      progress({ phase: 'writing', written: 2, total: 2 });
      return exportResult;
    });
    expect(await runJob(job.id, run)).toBe('done');
    expect(await runJob(job.id, run)).toBe('skipped');
    expect(runs).toBe(1);
    expect(await getJob(job.id)).toMatchObject({
      state: 'done',
      result: exportResult,
      progress: { phase: 'writing', written: 2, total: 2 },
    });
  });

  it('keeps a refusal as its message key and parameters, and anything else as an internal error', async () => {
    const refused = await queuedExport();
    await runJob(
      refused.id,
      runners(async () => Promise.reject(new AppError(400, 'error.importTooLarge', { params: { megabytes: 5, ignored: { deep: 1 } } }))),
    );
    expect((await getJob(refused.id))?.error).toEqual({ code: 400, messageKey: 'error.importTooLarge', params: { megabytes: 5 } });

    const broken = await queuedExport();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await runJob(
      broken.id,
      runners(async () => Promise.reject(new TypeError('bug'))),
    );
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('TypeError: bug'));
    logged.mockRestore();
    expect((await getJob(broken.id))?.error).toEqual({ code: 500, messageKey: 'error.internal', params: {} });
  });

  it('writes nothing more once recovery took the job over while it ran', async () => {
    const job = await queuedExport();
    const outcome = await runJob(
      job.id,
      runners(async (running, { flush, progress }) => {
        await takeOverJob((await getJob(running.id))!);
        progress({ phase: 'writing', written: 1, total: 2 });
        await flush();
        return exportResult;
      }),
    );
    expect(outcome).toBe('lost');
    expect(await getJob(job.id)).toMatchObject({ state: 'running', progress: { written: 0 } });
  });
});
