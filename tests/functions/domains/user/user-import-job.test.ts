import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserImportReport } from '@sddp/shared';
import { importAccounts } from '#entities/account-import';
import { findUserByCode } from '#entities/user';
import { call } from '#test/api-event';
import { createTestUser, getItem, keys, uniqueCode } from '#test/fixtures';
import { jobOutcome } from '#test/jobs';
import { createTestOrg, signedIn, XLSX_TYPE } from '#test/orgs';
import { lastMailTo } from '#test/outbox';
import { signIn } from '#test/sign-in';
import { importedAccounts } from '#test/user-import-crash-state';
import { workbookBytes } from '../../kit/spreadsheet/workbooks';
import { handler, listUsers } from './user-fixtures';

/**
 * The user import as a staged job (docs/data-model.md UA2): any number of rows, checked all or
 * nothing with a problem per row, then written in steps; each account mailed its temporary password
 * and listed in the report and in the all-users list.
 */
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  admin = await signedIn('admin');
});

const HEADERS = ['机构名称', '登录账号', '联系人', '联系电话', '邮箱', '部门'];
type Row = [orgName: string, userCode: string, linkman: string, linkPhone: string, email: string, department: string];

async function importRows(rows: Row[]) {
  const bytes = workbookBytes([HEADERS, ...rows]);
  const presigned = await call<{ url: string; key: string; headers: Record<string, string> }>(handler, {
    method: 'POST',
    path: '/user/admin/import_upload',
    token: admin.token,
    body: { fileName: 'users.xlsx', contentType: XLSX_TYPE, size: bytes.length },
  });
  const put = await fetch(presigned.result.url, { method: 'PUT', headers: presigned.result.headers, body: Buffer.from(bytes) });
  expect(put.ok).toBe(true);
  const started = await call<{ jobId: string }>(handler, {
    path: '/user/admin_import_user',
    token: admin.token,
    query: { key: presigned.result.key },
  });
  return (await jobOutcome<UserImportReport>(admin.token, started)).result;
}

const row = (orgName: string, marker: string, index: number): Row => [
  orgName,
  `${marker}_${String(index).padStart(3, '0')}`,
  `${marker} ${index}`,
  '13900004444',
  `${marker}.${index}@example.com`,
  '工程部',
];

describe('the user import of more rows than one transaction holds', () => {
  it('creates 120 accounts, mails each its password, lists them in the report and in the all-users list', async () => {
    const org = await createTestOrg({ orgName: `${uniqueCode('导入')} 公司`, orgType: '20' });
    const marker = uniqueCode('many');
    const rows = Array.from({ length: 120 }, (_, index) => row(org.orgName, marker, index));
    const report = await importRows(rows);

    expect(report).toMatchObject({ status: 'imported', rows: 120, created: 120, problems: [], moreAccounts: 0 });
    expect(report.accounts).toHaveLength(120);
    expect(report.accounts[0]).toEqual({
      row: 2,
      userCode: rows[0]![1],
      linkman: rows[0]![2],
      orgName: org.orgName,
      mailedTo: rows[0]![4],
    });
    expect(report.accounts.at(-1)?.row).toBe(121);
    const listed = await listUsers(admin.token, { linkman: marker });
    expect(listed.result.total).toBe(120);
    const last = rows.at(-1)!;
    const password = /初始密码：(\S+)/.exec((await lastMailTo(last[4]))?.text ?? '')?.[1];
    expect((await signIn(last[1], password ?? '')).code).toBe(200);
    expect(await findUserByCode(last[1])).toMatchObject({ orgId: org.id, userRole: '20', mustChangePassword: true });
  }, 60_000);
});

describe('every rejection, by its row, with nothing written', () => {
  it('reports unknown and ambiguous organisations, taken and repeated logins among 40 rows', async () => {
    const org = await createTestOrg({ orgName: `${uniqueCode('机构')} 公司`, orgType: '10' });
    const twin = `${uniqueCode('同名')} 公司`;
    await createTestOrg({ orgName: twin, orgType: '10' });
    await createTestOrg({ orgName: twin, orgType: '20' });
    const existing = await createTestUser({ orgId: org.id, orgName: org.orgName, userRole: '10' });
    const marker = uniqueCode('rej');
    const rows = Array.from({ length: 40 }, (_, index) => row(org.orgName, marker, index));
    rows[3] = row(uniqueCode('不存在'), marker, 3);
    rows[10] = row(twin, marker, 10);
    rows[20] = [org.orgName, existing.userCode.toUpperCase(), '已占用', '13900004444', 'x@example.com', ''];
    rows[30] = [org.orgName, rows[5]![1].toUpperCase(), '重复', '13900004444', 'y@example.com', ''];

    const report = await importRows(rows);
    expect(report.status).toBe('rejected');
    expect(report.problems.map((problem) => [problem.row, problem.column])).toEqual([
      [5, '机构名称'],
      [12, '机构名称'],
      [22, '登录账号'],
      [32, '登录账号'],
    ]);
    expect(report.problems[3]?.message).toBe('与第 7 行的登录账号重复');
    expect(report.accounts).toEqual([]);
    expect(await findUserByCode(rows[0]![1])).toBeUndefined();
  }, 30_000);

  it('reports the cells that break the single create’s rules (phone, e-mail, required, length) before anything else', async () => {
    const org = await createTestOrg({ orgName: `${uniqueCode('机构')} 公司`, orgType: '10' });
    const marker = uniqueCode('cell');
    const rows = Array.from({ length: 36 }, (_, index) => row(org.orgName, marker, index));
    rows[1] = [org.orgName, uniqueCode('c'), '坏邮箱', '13900004444', 'not-an-email', ''];
    rows[2] = [org.orgName, uniqueCode('c'), '', '13900004444', 'z@example.com', ''];
    rows[3] = [org.orgName, uniqueCode('c'), '无电话', '', 'z@example.com', ''];
    rows[35] = [uniqueCode('不存在'), 'x'.repeat(200), '长账号', '13900004444', 'z@example.com', ''];

    const report = await importRows(rows);
    expect(report.status).toBe('rejected');
    expect(report.problems.map((problem) => [problem.row, problem.column])).toEqual([
      [3, '邮箱'],
      [4, '联系人'],
      [5, '联系电话'],
      [37, '登录账号'],
    ]);
    expect(await findUserByCode(rows[0]![1])).toBeUndefined();
  }, 30_000);
});

describe('a create that takes a login of the file while the import writes', () => {
  it('rolls the whole import back and names that account; nothing of the job is left', async () => {
    const org = await createTestOrg({ orgName: `${uniqueCode('机构')} 公司`, orgType: '10' });
    const marker = uniqueCode('race');
    const accounts = importedAccounts(150, marker, org);
    const jobId = randomUUID();
    let racer: Awaited<ReturnType<typeof createTestUser>> | undefined;
    const outcome = await importAccounts(jobId, accounts, () => undefined, {
      onStep: async (step) => {
        if (step === 'writing')
          racer = await createTestUser({ userCode: accounts[120]!.userCode.toUpperCase(), orgId: org.id, orgName: org.orgName });
      },
    });

    expect(outcome).toEqual({ status: 'taken', indexes: [120] });
    expect(await getItem(keys.stagedImportManifest(jobId))).toMatchObject({ phase: 'rolledBack', importKind: 'user' });
    for (const account of [accounts[0]!, accounts[99]!, accounts[149]!])
      expect(await getItem(keys.userCodeGuard(account.userCode))).toBeUndefined();
    expect((await getItem(keys.userCodeGuard(accounts[120]!.userCode)))?.userId).toBe(racer?.id);
    expect((await listUsers(admin.token, { linkman: marker })).result.total).toBe(0);
  }, 30_000);
});
