import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { AuditImportReport, AuditMatrixRow, ExportResult } from '@sddp/shared';
import { handler } from '#domains/audit/handler';
import { assignmentsOfUser } from '#entities/audit-assignment';
import { readObject } from '#kit/s3/objects';
import { call } from '#test/api-event';
import { jobOutcome } from '#test/jobs';
import { signedIn, XLSX_TYPE } from '#test/orgs';
import { workbookBytes } from '../../kit/spreadsheet/workbooks';
import { auditCall, auditWorld, saveBody } from './audit-fixtures';

const HEADERS = ['姓名', '专业', '邮箱', '登录账号', '项目编号', '审核角色', '主项号', '工厂对象码', '创建时间'];

async function upload(token: string, rows: unknown[][]) {
  const bytes = workbookBytes([HEADERS, ...rows]);
  const presigned = await call<{ url: string; key: string; headers: Record<string, string> }>(handler, {
    method: 'POST',
    path: '/user/admin/audit_matrix/upload_url',
    token,
    body: { fileName: 'matrix.xlsx', contentType: XLSX_TYPE, size: bytes.length },
  });
  const put = await fetch(presigned.result.url, { method: 'PUT', headers: presigned.result.headers, body: Buffer.from(bytes) });
  expect(put.ok).toBe(true);
  const started = await call<{ jobId: string }>(handler, {
    method: 'POST',
    path: '/user/admin/audit_matrix/upload',
    token,
    body: { key: presigned.result.key },
  });
  return jobOutcome<AuditImportReport>(token, started);
}

const pairsOf = async (userId: number) =>
  (await assignmentsOfUser(userId))
    .flatMap((assignment) => assignment.items.map((item) => `${assignment.auditRole}:${item.code}:${item.codes.join('+')}`))
    .sort();

describe('the audit matrix (§2.21)', () => {
  it("lists its own organisation's assignments to a user manager, everything to the administrator, filtered", async () => {
    const world = await auditWorld();
    const other = await auditWorld();
    await auditCall(world.managerToken, 'save_user_extra_v2', {
      body: saveBody(world.project.id, world.reviewerA.id, world.org.id, '21', { '1100': ['P-01', 'V-01'], '1200': ['P-01'] }),
    });
    await auditCall(other.managerToken, 'save_user_extra_v2', {
      body: saveBody(other.project.id, other.reviewerA.id, other.org.id, '22', { '1100': ['V-01'] }),
    });
    const own = await auditCall<{ rows: AuditMatrixRow[]; total: number }>(world.managerToken, 'audit_matrix/list');
    expect(own.result.total).toBe(2);
    expect(own.result.rows[0]).toMatchObject({
      linkman: '测试用户',
      zhuanye: '机械',
      userCode: world.reviewerA.userCode,
      projectId: world.project.id,
      auditRole: '21',
      auditRoleName: '承包商专业审核',
      zhuxianghao: '1100',
      gongChangDuiXiangMa: 'P-01,V-01',
    });
    const { token } = await signedIn('admin');
    const filtered = await auditCall<{ rows: AuditMatrixRow[]; total: number }>(token, 'audit_matrix/list', {
      query: { userCode: other.reviewerA.userCode },
    });
    expect(filtered.result.rows.map((row) => [row.userCode, row.zhuxianghao])).toEqual([[other.reviewerA.userCode, '1100']]);
    const refused = await auditCall((await signedIn('user')).token, 'audit_matrix/list');
    expect(refused.code).toBe(403);
  });

  it('downloads the matrix as an .xlsx in the same columns', async () => {
    const world = await auditWorld();
    await auditCall(world.managerToken, 'save_user_extra_v2', {
      body: saveBody(world.project.id, world.reviewerA.id, world.org.id, '21', { '1100': ['P-01'] }),
    });
    const started = await call<{ jobId: string }>(handler, {
      method: 'POST',
      path: '/user/admin/audit_matrix/download',
      token: world.managerToken,
      body: {},
    });
    const outcome = await jobOutcome<ExportResult>(world.managerToken, started);
    expect(outcome.result).toMatchObject({ rows: 1 });
    const key = new URL(outcome.result.url).pathname.split('/').slice(2).join('/');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await readObject(key)) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push(Array.from({ length: 8 }, (_, index) => row.getCell(index + 1).value)));
    expect(rows[0]).toEqual(HEADERS.slice(0, 8));
    expect(rows[1]).toEqual([
      '测试用户',
      '机械',
      'test@example.com',
      world.reviewerA.userCode,
      String(world.project.id),
      '21',
      '1100',
      'P-01',
    ]);
  });

  it("replaces the assignments of the file's accounts, and only theirs", async () => {
    const world = await auditWorld();
    const save = (userId: number, items: Record<string, string[]>) =>
      auditCall(world.managerToken, 'save_user_extra_v2', { body: saveBody(world.project.id, userId, world.org.id, '21', items) });
    await save(world.reviewerA.id, { '1100': ['P-01'], '1200': ['P-01'] });
    await save(world.reviewerB.id, { '1200': ['V-01'] });
    const report = await upload(world.managerToken, [
      ['', '', '', world.reviewerA.userCode, String(world.project.id), '22', '1100', 'P-01，V-01'],
      ['', '', '', world.reviewerA.userCode, String(world.project.id), '22', '1100', 'P-01'],
    ]);
    expect(report.result).toEqual({ status: 'imported', rows: 2, problems: [], moreProblems: 0 });
    expect(await pairsOf(world.reviewerA.id)).toEqual(['22:1100:P-01+V-01']);
    expect(await pairsOf(world.reviewerB.id)).toEqual(['21:1200:V-01']);
  });

  it('changes nothing when one row is bad, and names the row', async () => {
    const world = await auditWorld();
    const other = await auditWorld();
    await auditCall(world.managerToken, 'save_user_extra_v2', {
      body: saveBody(world.project.id, world.reviewerA.id, world.org.id, '21', { '1100': ['P-01'] }),
    });
    const report = await upload(world.managerToken, [
      ['', '', '', world.reviewerA.userCode, String(world.project.id), '21', '1200', 'V-01'],
      ['', '', '', world.reviewerB.userCode, String(world.project.id), '21', '1100', 'X-99'],
      ['', '', '', other.reviewerA.userCode, String(other.project.id), '21', '1100', 'P-01'],
    ]);
    expect(report.result).toMatchObject({
      status: 'rejected',
      problems: [
        { row: 3, column: '工厂对象码', message: '编码“X-99”不在该项目的工程分解中' },
        { row: 4, column: '登录账号', message: `登录账号“${other.reviewerA.userCode}”不存在或不在您的机构` },
      ],
    });
    expect(await pairsOf(world.reviewerA.id)).toEqual(['21:1100:P-01']);
    expect(await pairsOf(world.reviewerB.id)).toEqual([]);
  });
});
