import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '@sddp/shared';
import { findUserByCode } from '#entities/user';
import { call } from '#test/api-event';
import { createTestUser, uniqueCode } from '#test/fixtures';
import { jobOutcome } from '#test/jobs';
import { createTestOrg, logTextsOf, signedIn, XLSX_TYPE } from '#test/orgs';
import { lastMailTo } from '#test/outbox';
import { signIn } from '#test/sign-in';
import { workbookBytes } from '../../../kit/spreadsheet/workbooks';
import { handler } from '../user-fixtures';

let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  admin = await signedIn('admin');
});

const HEADERS = ['机构名称', '登录账号', '联系人', '联系电话', '邮箱', '部门'];
type Row = [orgName: string, userCode: string, linkman: string, linkPhone: string, email: string, department: string];

async function importRows(rows: Row[], token = admin.token) {
  const bytes = workbookBytes([HEADERS, ...rows]);
  const presigned = await call<{ url: string; key: string; headers: Record<string, string> }>(handler, {
    method: 'POST',
    path: '/user/admin/import_upload',
    token,
    body: { fileName: 'users.xlsx', contentType: XLSX_TYPE, size: bytes.length },
  });
  if (presigned.code !== 200) return presigned as never;
  const put = await fetch(presigned.result.url, { method: 'PUT', headers: presigned.result.headers, body: Buffer.from(bytes) });
  expect(put.ok).toBe(true);
  // §7 sends the object's address as ossFullPath, on a GET.
  const started = await call<{ jobId: string }>(handler, {
    path: '/user/admin_import_user',
    token,
    query: { ossFullPath: presigned.result.key },
  });
  return jobOutcome<ImportReport>(token, started);
}

const row = (orgName: string, linkman = '导入用户'): Row => [
  orgName,
  uniqueCode('imp'),
  linkman,
  '13900004444',
  `${uniqueCode('m')}@example.com`,
  '工程部',
];

describe('GET /user/admin_import_user', () => {
  it('creates every account in its named organisation and type, mails each its temporary password, and logs the outcome', async () => {
    const supplier = await createTestOrg({ orgName: `${uniqueCode('供应商')} 公司`, orgType: '10' });
    const contractor = await createTestOrg({ orgName: `${uniqueCode('承包商')} 公司`, orgType: '20' });
    const rows = [row(supplier.orgName), row(contractor.orgName), row(supplier.orgName)];
    const outcome = await importRows(rows);
    expect(outcome.result).toMatchObject({ status: 'imported', rows: 3, created: 3, problems: [] });
    for (const [orgName, userCode, , , email] of rows) {
      const user = await findUserByCode(userCode);
      const org = orgName === supplier.orgName ? supplier : contractor;
      expect(user).toMatchObject({ orgId: org.id, orgName, userRole: org.orgType, orgDepartment: '工程部', mustChangePassword: true });
      const password = /初始密码：(\S+)/.exec((await lastMailTo(email))?.text ?? '')?.[1];
      expect((await signIn(userCode, password ?? '')).code).toBe(200);
    }
    expect((await logTextsOf(admin.user.userCode)).some((text) => text.startsWith('导入用户（已导入）：3 行，新增 3'))).toBe(true);
  });

  it('writes nothing when any row is wrong, and reports each problem by row', async () => {
    const org = await createTestOrg({ orgName: `${uniqueCode('机构')} 公司`, orgType: '10' });
    const existing = await createTestUser({ orgId: org.id, orgName: org.orgName, userRole: '10' });
    const good = row(org.orgName);
    const unknown = row(uniqueCode('不存在'));
    const taken: Row = [org.orgName, existing.userCode, '重复', '13900004444', 'x@example.com', ''];
    const repeated: Row = [org.orgName, good[1].toUpperCase(), '大小写', '13900004444', 'y@example.com', ''];
    const outcome = await importRows([good, unknown, taken, repeated]);
    expect(outcome.result.status).toBe('rejected');
    expect(outcome.result.problems.map((problem) => [problem.row, problem.column])).toEqual([
      [3, '机构名称'],
      [4, '登录账号'],
      [5, '登录账号'],
    ]);
    expect(outcome.result.problems[0]?.message).toContain('没有名为');
    expect(outcome.result.problems[2]?.message).toBe('与第 2 行的登录账号重复');
    expect(await findUserByCode(good[1])).toBeUndefined();
  });

  it('refuses a cell that breaks the single create’s rules', async () => {
    const org = await createTestOrg({ orgName: `${uniqueCode('机构')} 公司`, orgType: '10' });
    const bad: Row = [org.orgName, uniqueCode('imp'), '坏邮箱', '13900004444', 'not-an-email', ''];
    expect((await importRows([bad])).result).toMatchObject({ status: 'rejected', problems: [{ row: 2, column: '邮箱' }] });
    expect(await findUserByCode(bad[1])).toBeUndefined();
  });

  it('imports only the caller’s own upload, and only for the administrator', async () => {
    const other = await signedIn('admin');
    const started = await call<{ jobId: string }>(handler, {
      path: '/user/admin_import_user',
      token: other.token,
      query: { ossFullPath: `users/${admin.user.id}/00000000-0000-0000-0000-000000000000.xlsx` },
      language: 'en',
    });
    expect(started.code).toBe(400);
    const provider = await signedIn('provider');
    expect((await call(handler, { path: '/user/admin_import_user', token: provider.token, query: { ossFullPath: 'x' } })).code).toBe(403);
  });

  it('hands out the template, whose headers the import reads', async () => {
    const template = await call<{ url: string; fileName: string }>(handler, { path: '/user/admin/import_template', token: admin.token });
    expect(template.result.fileName).toBe('用户导入模板.xlsx');
    expect((await fetch(template.result.url)).ok).toBe(true);
  });
});
