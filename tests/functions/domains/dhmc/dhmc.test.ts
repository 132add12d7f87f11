import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DhmcPersonRow, DhmcProjectRow, UserImportReport } from '@sddp/shared';
import { dhmcPeopleOf } from '#domains/dhmc/data/dhmc-people';
import { handler } from '#domains/dhmc/handler';
import { projectIdsOfUser } from '#entities/project';
import { findUserByCode } from '#entities/user';
import { db, tableName } from '#kit/db/client';
import { call } from '#test/api-event';
import { createTestProject, createTestUser, getItem, keys, uniqueCode } from '#test/fixtures';
import { jobOutcome } from '#test/jobs';
import { createTestOrg, logTextsOf, OTHER_ROLES, signedIn, XLSX_TYPE } from '#test/orgs';
import { lastMailTo } from '#test/outbox';
import { signIn } from '#test/sign-in';
import { workbookBytes } from '../../kit/spreadsheet/workbooks';

const HEADERS = ['联系人', '登录账号', '邮箱', '联系电话', '专业', 'DHMC机构'];
type Row = [linkman: string, userCode: string, email: string, linkPhone: string, zhuanye: string, orgName: string];

let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  admin = await signedIn('admin');
});

const person = (linkman = 'DHMC人员', zhuanye = '设备', orgName = ''): Row => [
  linkman,
  uniqueCode('dh'),
  `${uniqueCode('m')}@example.com`,
  '13900005555',
  zhuanye,
  orgName,
];

/** A fresh project with one fresh DHMC organisation in it. */
async function dhmcProject() {
  const project = await createTestProject();
  const org = await createTestOrg({
    orgName: `${uniqueCode('DHMC')} 中心`,
    orgType: '80',
    projects: { [String(project.id)]: new Date().toISOString() },
  });
  return { project, org };
}

const importRows = (projectId: number, rows: Row[], token = admin.token) =>
  importWorkbook(projectId, workbookBytes([HEADERS, ...rows]), token);

async function importWorkbook(projectId: number, bytes: Uint8Array, token = admin.token) {
  const presigned = await call<{ url: string; key: string; headers: Record<string, string> }>(handler, {
    method: 'POST',
    path: '/user/dhmc/import_upload',
    token,
    body: { fileName: 'dhmc.xlsx', contentType: XLSX_TYPE, size: bytes.length },
  });
  if (presigned.code !== 200) return presigned as never;
  const put = await fetch(presigned.result.url, { method: 'PUT', headers: presigned.result.headers, body: Buffer.from(bytes) });
  expect(put.ok).toBe(true);
  const started = await call<{ jobId: string }>(handler, {
    method: 'POST',
    path: '/user/dhmc/import',
    token,
    body: { projectId, projectName: 'x', url: presigned.result.key },
  });
  return jobOutcome<UserImportReport>(token, started);
}

const detail = (projectId: number, query: Record<string, string> = {}) =>
  call<{ rows: DhmcPersonRow[]; total: number }>(handler, {
    path: '/user/dhmc/detail/list',
    token: admin.token,
    query: { projectId: String(projectId), limit: '50', ...query },
  });

describe('POST /user/dhmc/import', () => {
  it('creates each new person in the project DHMC organisation, mails the temporary password, links it to the project and logs', async () => {
    const { project, org } = await dhmcProject();
    const rows = [person('王一', '设备'), person('王二', '管道')];
    const outcome = await importRows(project.id, rows);
    expect(outcome.result).toMatchObject({ status: 'imported', rows: 2, created: 2, unchanged: 0, problems: [] });
    for (const [linkman, userCode, email] of rows) {
      const user = await findUserByCode(userCode);
      expect(user).toMatchObject({ linkman, orgId: org.id, userRole: '80', mustChangePassword: true });
      expect(await projectIdsOfUser(user!.id)).toEqual([project.id]);
      const password = /初始密码：(\S+)/.exec((await lastMailTo(email))?.text ?? '')?.[1];
      expect((await signIn(userCode, password ?? '')).code).toBe(200);
    }
    const listed = await detail(project.id);
    expect(listed.result.rows.map((row) => [row.linkman, row.zhuanye, row.orgName]).sort()).toEqual([
      ['王一', '设备', org.orgName],
      ['王二', '管道', org.orgName],
    ]);
    expect((await logTextsOf(admin.user.userCode)).some((text) => text.startsWith('导入DHMC人员（已导入）'))).toBe(true);
  }, 60_000);

  it('links, never duplicates, on a re-import of the same people, updating the discipline', async () => {
    const { project } = await dhmcProject();
    const row = person('李四', '设备');
    await importRows(project.id, [row]);
    const again = await importRows(project.id, [[...row.slice(0, 4), '电气', ''] as Row]);
    expect(again.result).toMatchObject({ status: 'imported', created: 0, unchanged: 1 });
    expect(await dhmcPeopleOf(project.id)).toHaveLength(1);
    expect((await detail(project.id)).result.rows[0]).toMatchObject({ userCode: row[1], zhuanye: '电气' });
    // The same person joins a second project the DHMC organisation is in: linked there too.
    const second = await createTestProject();
    const user = (await findUserByCode(row[1]))!;
    const { setOrgInProject } = await import('#entities/org');
    await setOrgInProject(user.orgId, second.id, true);
    expect((await importRows(second.id, [row])).result).toMatchObject({ created: 0, unchanged: 1 });
    expect((await projectIdsOfUser(user.id)).sort()).toEqual([project.id, second.id].sort());
  }, 60_000);

  it('reads a person stored before the server spoke English (zhuanye), and a re-import stores the discipline under its own name', async () => {
    const { project } = await dhmcProject();
    const row = person('赵六', '仪表');
    await importRows(project.id, [row]);
    const user = (await findUserByCode(row[1]))!;
    const key = keys.dhmcPerson(project.id, user.id);
    const { discipline, ...stored } = (await getItem(key))!;
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...stored, zhuanye: discipline } }));
    expect((await detail(project.id)).result.rows[0]).toMatchObject({ userCode: row[1], zhuanye: '仪表' });

    await importRows(project.id, [[...row.slice(0, 4), '电气', ''] as Row]);
    const rewritten = (await getItem(key))!;
    expect(rewritten).toMatchObject({ discipline: '电气' });
    expect(rewritten).not.toHaveProperty('zhuanye');
    expect((await detail(project.id)).result.rows[0]).toMatchObject({ zhuanye: '电气' });
  }, 60_000);

  it('writes nothing when any row is wrong, and reports each problem by row', async () => {
    const { project } = await dhmcProject();
    const supplier = await createTestOrg({ orgName: `${uniqueCode('供应商')} 公司`, orgType: '10' });
    const supplierUser = await createTestUser({ orgId: supplier.id, orgName: supplier.orgName, userRole: '10' });
    const outside = await createTestOrg({ orgName: `${uniqueCode('DHMC')} 外部`, orgType: '80' });
    const good = person();
    const rows: Row[] = [
      good,
      ['非DHMC', supplierUser.userCode, 'a@example.com', '13900005555', '', ''],
      person('外部', '', outside.orgName),
      person('不存在', '', uniqueCode('无此机构')),
      [good[0], good[1].toUpperCase(), 'b@example.com', '13900005555', '', ''],
      ['', uniqueCode('dh'), 'bad', '13900005555', '', ''],
    ];
    const outcome = await importRows(project.id, rows);
    expect(outcome.result.status).toBe('rejected');
    expect(outcome.result.problems.map((problem) => problem.row)).toEqual([7, 7]);
    // The cell rules fail first: fix the bad row and the stored-data checks answer, row by row.
    const fixed = await importRows(project.id, rows.slice(0, 5));
    expect(fixed.result.problems.map((problem) => [problem.row, problem.column])).toEqual([
      [3, '登录账号'],
      [4, 'DHMC机构'],
      [5, 'DHMC机构'],
      [6, '登录账号'],
    ]);
    expect(await findUserByCode(good[1])).toBeUndefined();
    expect(await dhmcPeopleOf(project.id)).toEqual([]);
  }, 60_000);

  it('refuses rows without an organisation when the project has no DHMC organisation', async () => {
    const project = await createTestProject();
    const outcome = await importRows(project.id, [person()]);
    expect(outcome.result.problems).toEqual([expect.objectContaining({ row: 2, column: 'DHMC机构' })]);
  }, 60_000);

  it('refuses an unknown project and a workbook the caller did not upload', async () => {
    const started = await call(handler, {
      method: 'POST',
      path: '/user/dhmc/import',
      token: admin.token,
      body: { projectId: 999_999, url: `audit/dhmc/${admin.user.id}/00000000-0000-0000-0000-000000000000.xlsx` },
    });
    expect(started.code).toBe(404);
    const { project } = await dhmcProject();
    const stranger = await call(handler, {
      method: 'POST',
      path: '/user/dhmc/import',
      token: admin.token,
      body: { projectId: project.id, url: 'audit/dhmc/1/00000000-0000-0000-0000-000000000000.xlsx' },
    });
    expect(stranger.code).toBe(400);
  });
});

describe('the DHMC lists', () => {
  it('counts each project people, and filters the detail by linkman and userCode (contains, any case)', async () => {
    const { project } = await dhmcProject();
    const rows = [person('张伟'), person('张敏'), person('刘洋')];
    await importRows(project.id, rows);
    const projects = await call<{ rows: DhmcProjectRow[]; total: number }>(handler, {
      path: '/user/dhmc/project/list',
      token: admin.token,
      query: { page: '1', limit: '50' },
    });
    expect(projects.code).toBe(200);
    const all: DhmcProjectRow[] = [];
    for (let page = 1; page <= Math.ceil(projects.result.total / 50); page++) {
      const answer = await call<{ rows: DhmcProjectRow[] }>(handler, {
        path: '/user/dhmc/project/list',
        token: admin.token,
        query: { page: String(page), limit: '50' },
      });
      all.push(...answer.result.rows);
    }
    expect(all.find((row) => row.projectId === project.id)).toMatchObject({ dhmcCount: 3, handedOver: 0 });
    expect(all.some((row) => row.projectId === 8000)).toBe(false);
    expect((await detail(project.id, { linkman: '张' })).result.total).toBe(2);
    expect((await detail(project.id, { userCode: rows[2]![1].toUpperCase().slice(3) })).result.rows.map((row) => row.linkman)).toEqual([
      '刘洋',
    ]);
    expect((await detail(project.id, { linkman: '张', page: '2', limit: '1' })).result).toMatchObject({ total: 2 });
  }, 60_000);

  it('exports the filtered detail as a workbook link', async () => {
    const { project } = await dhmcProject();
    await importRows(project.id, [person('导出甲'), person('导出乙')]);
    const started = await call<{ jobId: string }>(handler, {
      method: 'POST',
      path: '/user/dhmc/export',
      token: admin.token,
      body: { projectId: project.id, linkman: '甲' },
    });
    const outcome = await jobOutcome<{ url: string; fileName: string; rows: number }>(admin.token, started);
    expect(outcome.result).toMatchObject({ rows: 1 });
    expect(outcome.result.fileName).toMatch(/^DHMC人员-.*\.xlsx$/);
    expect((await fetch(outcome.result.url)).ok).toBe(true);
  }, 60_000);

  it('hands out the template in the caller language', async () => {
    const answer = await call<{ url: string; fileName: string }>(handler, {
      path: '/user/dhmc/template',
      token: admin.token,
      language: 'en',
    });
    expect(answer.result.fileName).toBe('dhmc-import-template.xlsx');
    expect((await fetch(answer.result.url)).ok).toBe(true);
  });

  it.each(['zh', 'en'] as const)('the template imported as it is writes nothing and mails nobody (%s)', async (language) => {
    const { project } = await dhmcProject();
    const answer = await call<{ url: string }>(handler, { path: '/user/dhmc/template', token: admin.token, language });
    const template = new Uint8Array(await (await fetch(answer.result.url)).arrayBuffer());
    const mailBefore = await lastMailTo('zhangsan@example.com');

    const outcome = await importWorkbook(project.id, template);
    expect(outcome.result).toMatchObject({ status: 'rejected', created: 0 });
    expect(outcome.result.problems).toEqual([expect.objectContaining({ row: 1 })]);
    expect(await findUserByCode('dhmc_zhangsan')).toBeUndefined();
    expect(await lastMailTo('zhangsan@example.com')).toEqual(mailBefore);
    expect((await detail(project.id)).result.total).toBe(0);
  });

  it('is the administrator alone: admin1 and every other role are refused', async () => {
    for (const role of ['admin1', ...OTHER_ROLES] as const) {
      const { token } = await signedIn(role);
      for (const [method, path] of [
        ['GET', '/user/dhmc/project/list'],
        ['GET', '/user/dhmc/detail/list?projectId=8001'],
        ['GET', '/user/dhmc/template'],
        ['POST', '/user/dhmc/export'],
        ['POST', '/user/dhmc/import'],
        ['POST', '/user/dhmc/import_upload'],
      ] as const) {
        const [bare, search] = path.split('?');
        const answer = await call(handler, {
          method,
          path: bare!,
          token,
          ...(search ? { query: Object.fromEntries(new URLSearchParams(search)) } : {}),
        });
        expect([role, path, answer.code]).toEqual([role, path, 403]);
      }
    }
  }, 60_000);
});
