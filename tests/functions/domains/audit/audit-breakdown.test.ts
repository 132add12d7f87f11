import { describe, expect, it } from 'vitest';
import type { AuditImportReport } from '@sddp/shared';
import { handler } from '#domains/audit/handler';
import { getBreakdown, replaceBreakdown } from '#entities/project-breakdown';
import { call } from '#test/api-event';
import { createTestProject } from '#test/fixtures';
import { jobOutcome } from '#test/jobs';
import { signedIn, XLSX_TYPE } from '#test/orgs';
import { workbookBytes } from '../../kit/spreadsheet/workbooks';
import { auditCall, auditWorld } from './audit-fixtures';

async function importBreakdown(token: string, projectId: number, rows: unknown[][]) {
  const bytes = workbookBytes([['类别', '编码', '名称', '类型'], ...rows]);
  const presigned = await call<{ url: string; key: string; headers: Record<string, string> }>(handler, {
    method: 'POST',
    path: '/user/admin/breakdown/upload_url',
    token,
    body: { fileName: 'breakdown.xlsx', contentType: XLSX_TYPE, size: bytes.length },
  });
  await fetch(presigned.result.url, { method: 'PUT', headers: presigned.result.headers, body: Buffer.from(bytes) });
  const started = await call<{ jobId: string }>(handler, {
    method: 'POST',
    path: '/user/admin/breakdown/import',
    token,
    body: { key: presigned.result.key, projectId },
  });
  return jobOutcome<AuditImportReport>(token, started);
}

describe('the engineering breakdown', () => {
  it('is imported from a workbook, main items and classes in either language, replacing the old one', async () => {
    const project = await createTestProject();
    await replaceBreakdown(project.id, [{ code: 'OLD', name: '旧' }], []);
    const { token } = await signedIn('admin');
    const report = await importBreakdown(token, project.id, [
      ['主项', '1100', '常减压装置', ''],
      ['Main item', '1200', '催化裂化装置', ''],
      ['工厂对象分类', 'P-01', '离心泵', '泵'],
    ]);
    expect(report.result).toEqual({ status: 'imported', rows: 3, problems: [], moreProblems: 0 });
    expect(await getBreakdown(project.id)).toMatchObject({
      version: 2,
      mainItems: [
        { code: '1100', name: '常减压装置' },
        { code: '1200', name: '催化裂化装置' },
      ],
      classes: [{ code: 'P-01', name: '离心泵', type: '泵' }],
    });
  });

  it('changes nothing when a row is bad, naming it', async () => {
    const project = await createTestProject();
    await replaceBreakdown(project.id, [{ code: 'KEEP', name: '保留' }], []);
    const { token } = await signedIn('admin');
    const report = await importBreakdown(token, project.id, [
      ['主项', '1100', '常减压装置', ''],
      ['工厂对象分类', 'P-01', '离心泵', ''],
      ['主项', '1100', '重复', ''],
      ['别的', 'X', 'x', ''],
    ]);
    expect(report.result).toMatchObject({
      status: 'rejected',
      problems: [
        { row: 3, column: '类型', message: '工厂对象分类必须填写类型' },
        { row: 4, column: '编码', message: '与第 2 行的编码重复' },
        { row: 5, column: '类别', message: '类别只能是“主项”或“工厂对象分类”' },
      ],
    });
    expect((await getBreakdown(project.id)).mainItems).toEqual([{ code: 'KEEP', name: '保留' }]);
  });

  it('is imported by administrators only', async () => {
    const { project, managerToken } = await auditWorld();
    const response = await call(handler, {
      method: 'POST',
      path: '/user/admin/breakdown/import',
      token: managerToken,
      body: { key: 'audit/1/x.xlsx', projectId: project.id },
    });
    expect(response.code).toBe(403);
    expect((await auditCall(managerToken, 'breakdown/template')).code).toBe(403);
  });
});
