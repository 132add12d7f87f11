import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as orgHandler } from '#domains/org/handler';
import { getJob } from '#kit/jobs/job-store';
import { objectSize } from '#kit/s3/objects';
import { call } from '#test/api-event';
import { uniqueCode } from '#test/fixtures';
import { handedJobs, jobStatusThroughApi, runWorker } from '#test/jobs';
import { createTestOrg, freshOrgCodes, listOrgsThroughApi, logRowsOf, signedIn, supplierWorkbook, uploadWorkbook } from '#test/orgs';

let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  admin = await signedIn('admin');
});

const post = (path: string, body: Record<string, unknown>, language?: string) =>
  call<{ jobId: string }>(orgHandler, { method: 'POST', path, token: admin.token, body, ...(language ? { language } : {}) });

describe('the supplier import as a job of the spreadsheet worker', () => {
  it('answers a job id at once, hands the job over, and the worker imports with progress to the same report', async () => {
    const marker = uniqueCode('job');
    const codes = await freshOrgCodes(3);
    const { key } = await uploadWorkbook(admin.token, supplierWorkbook(codes.map((code, index) => [code, `${marker} ${index}`])));

    // One import lock for the whole table: while another test file's import holds it, the job fails as
    // busy (as it would for a user) and is started again, as a user would.
    let jobId: string;
    for (let attempt = 0; ; attempt++) {
      const started = await post('/org/admin/import_gys', { key });
      expect(started).toMatchObject({ code: 200, result: { jobId: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
      jobId = started.result.jobId;
      expect(handedJobs).toContain(jobId);
      // Nothing is imported until the worker runs the job.
      expect((await jobStatusThroughApi(admin.token, jobId)).result).toMatchObject({ id: jobId, kind: 'org.import', state: 'queued' });
      expect((await listOrgsThroughApi(admin.token, { orgName: marker })).result.total).toBe(0);
      const outcome = await runWorker(jobId);
      const busy = outcome.job === 'failed' && (await getJob(jobId))?.error?.messageKey === 'error.importBusy';
      if (!busy || attempt >= 100) {
        expect(outcome).toMatchObject({ job: 'done' });
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const status = await jobStatusThroughApi(admin.token, jobId);
    expect(status.result).toEqual({
      id: jobId,
      kind: 'org.import',
      state: 'done',
      progress: { phase: 'writing', total: 3, read: 3, checked: 3, written: 3 },
      result: { status: 'imported', rows: 3, created: 3, unchanged: 0, problems: [], moreProblems: 0 },
    });
    expect((await listOrgsThroughApi(admin.token, { orgName: marker })).result.total).toBe(3);

    // The operation log has the outcome, as the starting request.
    const logged = (await logRowsOf(admin.user.userCode)).filter((row) => row.logKey === 'log.orgImported');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      log: '导入供应商（已导入）：3 行，新增 3，未改动 0',
      reqUrl: '/user-api/org/admin/import_gys',
      orgName: admin.user.orgName,
    });

    // A repeated hand-over (Lambda may deliver an event twice) runs nothing.
    expect(await runWorker(jobId)).toMatchObject({ job: 'skipped' });
  });

  it('writes the problems in the language of the account that started it, whoever reads them', async () => {
    const { key } = await uploadWorkbook(admin.token, supplierWorkbook([['1234567', uniqueCode('lang')]]));
    const { jobId } = (await post('/org/admin/import_gys', { key }, 'en')).result;
    await runWorker(jobId);
    const read = await jobStatusThroughApi(admin.token, jobId, 'zh');
    expect(read.result).toMatchObject({
      state: 'done',
      result: { status: 'rejected', rows: 1, problems: [{ row: 2, column: 'Organisation code' }] },
    });
    expect(read.result.progress).toMatchObject({ phase: 'checking', total: 1, read: 1, checked: 1, written: 0 });
  });

  it('fails the job with the refusal of a file that is no workbook, in the reader’s language', async () => {
    const { key } = await uploadWorkbook(admin.token, new TextEncoder().encode('orgCode,orgName\n12345678,x\n'));
    const { jobId } = (await post('/org/admin/import_gys', { key })).result;
    expect(await runWorker(jobId)).toMatchObject({ job: 'failed' });
    const [zh, en] = [await jobStatusThroughApi(admin.token, jobId, 'zh'), await jobStatusThroughApi(admin.token, jobId, 'en')];
    expect(zh.result).toMatchObject({ state: 'failed', error: { code: 400 } });
    expect(zh.result.error?.message).toMatch(/[\u4e00-\u9fff]/);
    expect(en.result.error?.message).toMatch(/^[\x20-\x7e]+$/);
    expect(zh.result).not.toHaveProperty('result');
  });
});

describe('the organisation export as a job of the spreadsheet worker', () => {
  it('exports the organisations matching the filters to an .xlsx, read back through a short-lived link', async () => {
    const marker = uniqueCode('导出');
    for (const index of [1, 2, 3]) await createTestOrg({ orgName: `${marker} ${index}` });
    await createTestOrg({ orgName: uniqueCode('other') });

    const started = await post('/org/admin/export', { orgName: marker, page: 3, limit: 10 });
    expect(started.code).toBe(200);
    const { jobId } = started.result;
    expect((await getJob(jobId))?.input).toEqual({ filter: { orgName: marker, orgCode: '', bpCode: '' } });
    expect(await runWorker(jobId)).toMatchObject({ job: 'done' });

    const status = (await jobStatusThroughApi(admin.token, jobId)).result;
    expect(status).toMatchObject({ state: 'done', kind: 'org.export', progress: { phase: 'writing', written: 3, total: 3 } });
    if (status.kind !== 'org.export' || !status.result) throw new Error('no export result');
    expect(status.result).toMatchObject({ rows: 3, fileName: expect.stringMatching(/\.xlsx$/) });
    expect(status.result.url).toMatch(new RegExp(`/exports/${admin.user.id}/${jobId}\\.xlsx\\?.*X-Amz-Expires=300`));
    expect(await objectSize(`exports/${admin.user.id}/${jobId}.xlsx`)).toBeGreaterThan(0);

    const download = await fetch(status.result.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await download.arrayBuffer()) as unknown as ArrayBuffer);
    const names = workbook.worksheets[0]!.getSheetValues().flatMap((row) =>
      Array.isArray(row) ? row.filter((cell) => typeof cell === 'string' && cell.startsWith(marker)) : [],
    );
    expect(names.sort()).toEqual([`${marker} 1`, `${marker} 2`, `${marker} 3`]);
  });

  it('signs a fresh link on every read of a finished export', async () => {
    await createTestOrg({ orgName: uniqueCode('再读') });
    const { jobId } = (await post('/org/admin/export', { orgCode: 'no-such-code-anywhere' })).result;
    await runWorker(jobId);
    const first = (await jobStatusThroughApi(admin.token, jobId)).result;
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const second = (await jobStatusThroughApi(admin.token, jobId)).result;
    expect(first.result).toMatchObject({ rows: 0 });
    expect((second.result as { url: string }).url).not.toBe((first.result as { url: string }).url);
  });
});
