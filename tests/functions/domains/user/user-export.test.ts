import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ExportResult } from '@sddp/shared';
import { readObject } from '#kit/s3/objects';
import { jobOutcome } from '#test/jobs';
import { signedIn } from '#test/orgs';
import { managedOrg, userCall } from './user-fixtures';

async function sheetRows(key: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await readObject(key)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push(Array.from({ length: 9 }, (_, index) => row.getCell(index + 1).value)));
  return { name: sheet.name, rows };
}

const startExport = (token: string, query: Record<string, string>, language?: string) =>
  userCall<{ jobId: string }>({ path: '/user/admin/manage/list/download', token, query, ...(language ? { language } : {}) });

describe('GET /user/admin/manage/list/download', () => {
  it('exports the rows the list shows for the same filters, in the caller’s language', async () => {
    const { marker, first, assigned, org } = await managedOrg();
    const admin = await signedIn('admin');
    const started = await startExport(admin.token, { orgName: marker, projectId: String(first.id) }, 'en');
    const outcome = await jobOutcome<ExportResult>(admin.token, started, 'en');
    expect(outcome.result).toMatchObject({ rows: 2, fileName: expect.stringMatching(/^users-\d{8}-\d{4}\.xlsx$/) });
    const { name, rows } = await sheetRows(`exports/${admin.user.id}/${started.result.jobId}.xlsx`);
    expect(name).toBe('Users');
    expect(rows[0]).toEqual([
      'Organisation name',
      'Account category',
      'Login account',
      'Contact',
      'Participating projects',
      'Contact phone',
      'E-mail',
      'Status',
      'Created',
    ]);
    // Newest first: the assigned account, then the organisation's primary account (in every project of it).
    expect(rows.slice(1).map((row) => row[2])).toEqual([assigned.userCode, org.orgCode]);
    expect(rows[1]!.slice(0, 5)).toEqual([org.orgName, 'Contractor', assigned.userCode, assigned.linkman, first.projectNameEn]);
  });

  it('a user manager exports only its own organisation', async () => {
    const own = await managedOrg();
    const other = await managedOrg();
    const started = await startExport(own.token, { orgName: other.marker });
    const outcome = await jobOutcome<ExportResult>(own.token, started);
    expect(outcome.result.rows).toBe(4);
    const { rows } = await sheetRows(`exports/${own.manager.id}/${started.result.jobId}.xlsx`);
    expect(rows.slice(1).every((row) => row[0] === own.org.orgName)).toBe(true);
  });
});
