import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobStatus } from '@sddp/shared';
import { resetConfigForTests } from '#kit/config';
import { resetDbClient } from '#kit/db/client';
import { claimJob, createJob, getJob } from '#kit/jobs/job-store';
import { resetS3Client } from '#kit/s3/client';
import { startPlatform, type Platform } from '#local/platform';
import { isAlive } from '#local/process-alive';
import { recordHandedJobs } from '#test/jobs';
import { freshOrgCodes, signedIn, supplierWorkbook, XLSX_TYPE } from '#test/orgs';
import { TEST_PLATFORM_OPTIONS } from '#test/test-platform';
import { testOwner } from '../kit/jobs/job-fixtures';

/**
 * The local platform runs the spreadsheet worker as a child process of its own, as Lambda runs it in
 * a container of its own: spawned on the first job and kept, replaced after it dies, recovering what
 * the dead one left; at start, the platform recovers what a killed platform left.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'sddp-worker-'));
const savedEnv = { ...process.env };
let platform: Platform;
let token: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function api<T>(
  method: 'GET' | 'POST',
  path: string,
  input: Record<string, unknown>,
): Promise<{ code: number; message: string; result: T }> {
  const query = method === 'GET' ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
  const response = await fetch(`${platform.url}/user-api${path}${query}`, {
    method,
    headers: { 'x-token': token, 'content-type': 'application/json', 'accept-language': 'zh' },
    ...(method === 'POST' ? { body: JSON.stringify(input) } : {}),
  });
  return (await response.json()) as { code: number; message: string; result: T };
}

async function uploaded(bytes: Uint8Array): Promise<string> {
  const presigned = await api<{ url: string; key: string; headers: Record<string, string> }>('POST', '/org/admin/import_upload', {
    fileName: 'suppliers.xlsx',
    contentType: XLSX_TYPE,
    size: bytes.length,
  });
  expect((await fetch(presigned.result.url, { method: 'PUT', headers: presigned.result.headers, body: Buffer.from(bytes) })).ok).toBe(true);
  return presigned.result.key;
}

/** Polls /job/status as the browser does until `until` holds. */
async function polled(jobId: string, until: (status: JobStatus) => boolean, timeoutMs = 45_000): Promise<JobStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = (await api<JobStatus>('GET', '/job/status', { id: jobId })).result;
    if (until(status) || Date.now() > deadline) return status;
    await sleep(50);
  }
}
const settled = (status: JobStatus) => status.state === 'done' || status.state === 'failed';

async function supplierFile(rows: number): Promise<{ key: string; codes: string[] }> {
  const codes = await freshOrgCodes(rows);
  return { key: await uploaded(supplierWorkbook(codes.map((code, index) => [code, `工作进程 ${code} ${index}`]))), codes };
}

beforeAll(async () => {
  platform = await startPlatform({ ...TEST_PLATFORM_OPTIONS, port: 0, dataDir, webDist: false, jobs: false });
  token = (await signedIn('admin')).token;
}, 120_000);

afterAll(async () => {
  await platform?.stop();
  process.env = savedEnv;
  resetConfigForTests();
  resetDbClient();
  resetS3Client();
  recordHandedJobs();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the local spreadsheet worker', () => {
  it('is a separate process of its own, as its function of the template, that imports with progress and exports to a link', async () => {
    const pid = platform.workerPid();
    expect(pid).toBeDefined();
    expect(pid).not.toBe(process.pid);
    expect(pid).not.toBe(platform.pidOf('functions/src/domains/org/handler.ts'));
    const { key } = await supplierFile(3);
    const started = await api<{ jobId: string }>('POST', '/org/admin/import_gys', { key });
    expect(started.code).toBe(200);

    const imported = await polled(started.result.jobId, settled);
    expect(imported).toMatchObject({
      state: 'done',
      progress: { phase: 'writing', total: 3, read: 3, checked: 3, written: 3 },
      result: { status: 'imported', rows: 3, created: 3, unchanged: 0 },
    });

    const exported = await polled(
      (await api<{ jobId: string }>('POST', '/org/admin/export', { orgName: '工作进程' })).result.jobId,
      settled,
    );
    expect(exported).toMatchObject({ state: 'done', result: { rows: 3 } });
    expect((await fetch((exported.result as { url: string }).url)).status).toBe(200);
    // Kept, like a warm container.
    expect(platform.workerPid()).toBe(pid);
  }, 90_000);

  it('after the worker is killed mid-job, the next job starts a new one, which fails the interrupted job first', async () => {
    const big = await supplierFile(8_000);
    const { jobId } = (await api<{ jobId: string }>('POST', '/org/admin/import_gys', { key: big.key })).result;
    const running = await polled(jobId, (status) => status.state !== 'queued');
    expect(running.state).toBe('running');
    const killed = platform.workerPid()!;
    process.kill(killed, 'SIGKILL');
    while (isAlive(killed)) await sleep(20);
    expect((await getJob(jobId))?.state).toBe('running');

    const next = await supplierFile(1);
    const nextJob = (await api<{ jobId: string }>('POST', '/org/admin/import_gys', { key: next.key })).result.jobId;
    expect(platform.workerPid()).not.toBe(killed);
    expect(await polled(jobId, settled)).toMatchObject({
      state: 'failed',
      error: { code: 503, message: '导入被中断，未导入任何数据，请重新导入该文件' },
    });
    expect(await polled(nextJob, settled)).toMatchObject({ state: 'done', result: { status: 'imported', created: 1 } });
  }, 90_000);

  it('at start recovers the jobs a killed platform left, before the API serves', async () => {
    const owner = testOwner();
    const left = (await claimJob((await createJob('org.export', owner, { filter: { orgName: '', orgCode: '', bpCode: '' } })).id))!;
    const waiting = await createJob('org.import', owner, { key: 'supplier/1/never.xlsx' });
    await platform.stop();

    platform = await startPlatform({ ...TEST_PLATFORM_OPTIONS, port: 0, dataDir, webDist: false, jobs: false });
    expect(await getJob(left.id)).toMatchObject({ state: 'failed', error: { messageKey: 'error.jobInterrupted' } });
    expect(await getJob(waiting.id)).toMatchObject({ state: 'failed', error: { messageKey: 'error.importInterrupted' } });
  }, 120_000);
});
