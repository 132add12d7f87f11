import { randomInt, randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { LOG_EXPORT_MAX_ROWS, type ExportResult } from '@sddp/shared';
import { HOUR_MS } from '#domains/audit/data/log-buckets';
import { streamLog } from '#domains/audit/data/log-list';
import { handler as auditHandler } from '#domains/audit/handler';
import { logOrgKey, logUserKey, appendLog } from '#entities/operation-log';
import { readObject } from '#kit/s3/objects';
import { call } from '#test/api-event';
import { createTestProject } from '#test/fixtures';
import { jobOutcome } from '#test/jobs';
import { createTestOrg, signedIn } from '#test/orgs';

/** Rows of a project of their own: five by one account of 'Export Org', three by another organisation, over ten hours. */
async function seededProject() {
  const projectId = 700_000 + randomInt(200_000);
  const base = Date.now() - 12 * HOUR_MS;
  const rows = Array.from({ length: 8 }, (_, index) => ({
    userCode: index < 5 ? `Exp-${projectId}` : `other-${projectId}`,
    orgName: index < 5 ? 'Export Org' : 'Elsewhere Ltd',
    createTime: new Date(base + index * 75 * 60_000).toISOString(),
    index,
  }));
  await Promise.all(
    rows.map((row) =>
      appendLog({
        userCode: row.userCode,
        projectId,
        projectName: `Project ${projectId}`,
        orgName: row.orgName,
        linkman: `联系人${row.index}`,
        log: '退出登录',
        logKey: 'log.logout',
        logParams: {},
        reqUrl: '/user-api/auth/logout',
        createTime: row.createTime,
        requestId: randomUUID(),
        ...(row.index === 4 ? { changes: [{ field: 'linkman', before: '旧', after: '新' }] } : {}),
      }),
    ),
  );
  return { projectId, rows };
}

async function sheetRows(key: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await readObject(key)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push(Array.from({ length: 8 }, (_, index) => row.getCell(index + 1).value)));
  return { name: sheet.name, rows };
}

const startExport = (token: string, body: Record<string, unknown>, language?: string) =>
  call<{ jobId: string }>(auditHandler, { method: 'POST', path: '/log/admin/export', token, body, ...(language ? { language } : {}) });

describe('POST /log/admin/export', () => {
  it('is for the administrator only, and checks the filters before starting a job', async () => {
    for (const role of ['admin1', 'user', 'provider'] as const) {
      const { token } = await signedIn(role);
      expect((await startExport(token, {})).code).toBe(403);
    }
    const { token } = await signedIn('admin');
    const reversed = await startExport(token, { from: '2025-03-02 00:00:00', to: '2025-03-01 00:00:00' }, 'en');
    expect(reversed).toMatchObject({ code: 400, result: { fieldErrors: { to: 'The end cannot be before the start' } } });
  });

  it("writes exactly the filtered rows, newest first, in the caller's language, with the changes an edit recorded", async () => {
    const { projectId, rows } = await seededProject();
    const admin = await signedIn('admin');
    const started = await startExport(admin.token, { projectId, orgName: ' export  org ' }, 'en');
    const outcome = await jobOutcome<ExportResult>(admin.token, started, 'en');
    expect(outcome.result).toMatchObject({ rows: 5, fileName: expect.stringMatching(/^operation-log-\d{8}-\d{4}\.xlsx$/) });
    const { name, rows: sheet } = await sheetRows(`exports/${admin.user.id}/${started.result.jobId}.xlsx`);
    expect(name).toBe('Operation log');
    expect(sheet[0]).toEqual(['Account', 'Project', 'Organisation', 'Operator', 'Operation', 'API', 'Time', 'Changes']);
    const expected = rows.filter((row) => row.orgName === 'Export Org').reverse();
    expect(sheet.slice(1).map((row) => row[3])).toEqual(expected.map((row) => `联系人${row.index}`));
    expect(sheet[1]).toEqual([
      `Exp-${projectId}`,
      `Project ${projectId}`,
      'Export Org',
      '联系人4',
      'Signed out',
      '/user-api/auth/logout',
      expect.any(Date),
      'linkman: 旧 → 新',
    ]);
  });

  it("names the project in the reader's language, as the screen does, whatever name the row was written with", async () => {
    const project = await createTestProject();
    await appendLog({
      userCode: `named-${project.id}`,
      projectId: project.id,
      projectName: project.projectName,
      orgName: 'Named Org',
      linkman: '联系人',
      log: '退出登录',
      logKey: 'log.logout',
      logParams: {},
      reqUrl: '/user-api/auth/logout',
      createTime: new Date().toISOString(),
      requestId: randomUUID(),
    });
    const admin = await signedIn('admin');
    for (const [language, expected] of [
      ['en', project.projectNameEn],
      ['zh', project.projectName],
    ] as const) {
      const started = await startExport(admin.token, { projectId: project.id }, language);
      await jobOutcome<ExportResult>(admin.token, started, language);
      const { rows: sheet } = await sheetRows(`exports/${admin.user.id}/${started.result.jobId}.xlsx`);
      expect(sheet.slice(1).map((row) => row[1])).toEqual([expected]);
    }
  });

  it('honours the time range, to the second', async () => {
    const { projectId, rows } = await seededProject();
    const admin = await signedIn('admin');
    const beijing = (iso: string) => new Date(Date.parse(iso) + 8 * HOUR_MS).toISOString().slice(0, 19).replace('T', ' ');
    const started = await startExport(admin.token, { projectId, from: beijing(rows[2]!.createTime), to: beijing(rows[6]!.createTime) });
    const outcome = await jobOutcome<ExportResult>(admin.token, started);
    expect(outcome.result.rows).toBe(5);
  });

  it('stops at the cap (100,000 for the job), keeping the newest rows', async () => {
    const { projectId, rows } = await seededProject();
    const filter = { projectId, userKey: logUserKey(''), orgKey: logOrgKey('') };
    const pages = [];
    for await (const page of streamLog({ filter }, 3)) pages.push(page);
    expect(pages.flatMap((page) => page.rows.map((row) => row.linkman))).toEqual(['联系人7', '联系人6', '联系人5']);
    expect(pages.every((page) => page.total === 3)).toBe(true);
    expect(rows).toHaveLength(8);
    expect(LOG_EXPORT_MAX_ROWS).toBe(100_000);
  });
});

describe('GET /log/admin/suggest', () => {
  const suggest = (token: string, query: Record<string, string>, language?: string) =>
    call<{ values: string[] }>(auditHandler, { path: '/log/admin/suggest', token, query, ...(language ? { language } : {}) });

  it('is for the administrator only', async () => {
    for (const role of ['admin1', 'user', 'provider'] as const) {
      const { token } = await signedIn(role);
      expect((await suggest(token, { field: 'userCode', text: 'a' })).code).toBe(403);
    }
  });

  it('offers known account codes and organisation names containing the text, ignoring case, at most ten', async () => {
    const admin = await signedIn('admin');
    const accounts = await suggest(admin.token, { field: 'userCode', text: admin.user.userCode.slice(0, 6).toUpperCase() });
    expect(accounts.code).toBe(200);
    expect(accounts.result.values).toContain(admin.user.userCode);
    expect(accounts.result.values.length).toBeLessThanOrEqual(10);
    expect(accounts.result.values.every((value) => value.toLowerCase().includes(admin.user.userCode.slice(0, 6).toLowerCase()))).toBe(true);
    const marker = randomUUID().slice(0, 8);
    await Promise.all(Array.from({ length: 12 }, (_, index) => createTestOrg({ orgName: `Suggest ${marker} Org ${index}` })));
    const orgs = await suggest(admin.token, { field: 'orgName', text: `SUGGEST ${marker}` });
    expect(orgs.result.values).toHaveLength(10);
    expect(orgs.result.values.every((value) => value.startsWith(`Suggest ${marker} Org `))).toBe(true);
    expect((await suggest(admin.token, { field: 'orgName', text: `${marker} org 11` })).result.values).toEqual([
      `Suggest ${marker} Org 11`,
    ]);
  });

  it('refuses an unknown field and a text past the filter limit with a localised 400', async () => {
    const admin = await signedIn('admin');
    expect(await suggest(admin.token, { field: 'linkman', text: 'a' })).toMatchObject({ code: 400 });
    expect(await suggest(admin.token, { field: 'userCode', text: 'x'.repeat(500) }, 'en')).toMatchObject({
      code: 400,
      result: { fieldErrors: { text: expect.any(String) } },
    });
  });
});
