import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '#kit/db/client';
import { claimJob, getJob, takeOverJob } from '#kit/jobs/job-store';
import { JobLostError, progressReporter } from '#workers/spreadsheet/progress-reporter';
import { queuedExport } from '../../kit/jobs/job-fixtures';

const start = { phase: 'starting' as const, total: 0, read: 0, checked: 0, written: 0 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The progress writes (UpdateItem on this job) the reporter sends, each as the time it stamped on it
 * (heartbeatAt): when the reporter decided to write, not when a busy machine got round to sending.
 */
function countWrites(jobId: string) {
  const client = db();
  const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
  const writes: number[] = [];
  vi.spyOn(client, 'send').mockImplementation((async (command: unknown) => {
    if (command instanceof UpdateCommand && String(command.input.Key?.pk) === `JOB#${jobId}`)
      writes.push(Number(command.input.ExpressionAttributeValues?.[':now']));
    return send(command);
  }) as never);
  return writes;
}

afterEach(() => vi.restoreAllMocks());

describe('the progress reporter', () => {
  it('writes at most four times a second however often progress moves, and the latest values last', async () => {
    const job = (await claimJob((await queuedExport()).id))!;
    const writes = countWrites(job.id);
    const reporter = progressReporter(job.id, job.claim!, start);
    const began = Date.now();
    for (let written = 1; Date.now() - began < 1_100; written++) {
      reporter.report({ phase: 'writing', written, total: 1_000_000 });
      await sleep(2);
    }
    const last = reporter.current().written;
    await reporter.flush();
    await reporter.stop();
    const elapsed = (Date.now() - began) / 1000;
    expect(writes.length).toBeGreaterThanOrEqual(3);
    expect(writes.length).toBeLessThanOrEqual(Math.ceil(elapsed * 4) + 1);
    for (let index = 1; index < writes.length; index++) expect(writes[index]! - writes[index - 1]!).toBeGreaterThanOrEqual(250);
    expect((await getJob(job.id))?.progress).toMatchObject({ phase: 'writing', written: last, total: 1_000_000 });
  });

  it('beats while nothing moves, so a long quiet step does not look dead', async () => {
    const job = (await claimJob((await queuedExport()).id))!;
    const before = (await getJob(job.id))!.heartbeatAt;
    const reporter = progressReporter(job.id, job.claim!, start, { heartbeatMs: 100 });
    await sleep(450);
    await reporter.stop();
    expect((await getJob(job.id))!.heartbeatAt).toBeGreaterThan(before);
  });

  it('stops the run once recovery has taken the job over: JobLostError, and nothing more is written', async () => {
    const job = (await claimJob((await queuedExport()).id))!;
    const reporter = progressReporter(job.id, job.claim!, start, { minIntervalMs: 0 });
    await takeOverJob((await getJob(job.id))!);
    reporter.report({ phase: 'writing', written: 5, total: 10 });
    await expect(reporter.flush()).rejects.toBeInstanceOf(JobLostError);
    expect(() => reporter.report({ written: 6 })).toThrow(JobLostError);
    await reporter.stop();
    expect((await getJob(job.id))?.progress.written).toBe(0);
  });
});
