import { describe, expect, it } from 'vitest';
import { handler } from '#domains/org/handler';
import { call } from '#test/api-event';
import { uniqueCode } from '#test/fixtures';
import {
  createOrgThroughApi,
  freshOrgCode,
  freshOrgCodes,
  importThroughApi,
  logRowsOf,
  logTextsOf,
  signedIn,
  supplierWorkbook,
  uploadWorkbook,
} from '#test/orgs';

describe('operation log of the organisation writes', () => {
  it('writes one row per create, edit, state change and import, with the rendered text', async () => {
    const { user, token } = await signedIn('admin');
    const orgCode = await freshOrgCode();
    const created = await createOrgThroughApi(token, { orgCode, orgName: '华东泵业' });
    const post = (path: string, body: Record<string, unknown>) => call(handler, { method: 'POST', path, token, body });
    expect((await post('/org/admin/update', { id: created.result.id, orgName: '华东泵业集团', version: 1 })).code).toBe(200);
    expect((await post('/org/admin/state', { id: created.result.id, state: 'n' })).code).toBe(200);
    expect((await post('/org/admin/state', { id: created.result.id, state: 'y' })).code).toBe(200);
    const codes = await freshOrgCodes(2);
    const { key } = await uploadWorkbook(token, supplierWorkbook(codes.map((code) => [code, uniqueCode('log')])));
    expect((await importThroughApi(token, { key })).result.created).toBe(2);
    expect((await importThroughApi(token, { key })).result.unchanged).toBe(2);
    const bad = await uploadWorkbook(token, supplierWorkbook([['1234567', uniqueCode('log')]]));
    expect((await importThroughApi(token, { key: bad.key })).result.status).toBe('rejected');

    expect((await logTextsOf(user.userCode)).sort()).toEqual(
      [
        `新增机构：${orgCode} 华东泵业`,
        `编辑机构：${orgCode} 华东泵业集团`,
        `修改机构状态：${orgCode} 华东泵业集团 → 停用`,
        `修改机构状态：${orgCode} 华东泵业集团 → 启用`,
        '导入供应商（已导入）：2 行，新增 2，未改动 0',
        '导入供应商（已导入）：2 行，新增 0，未改动 2',
        '导入供应商（已拒绝，未写入）：1 行，新增 0，未改动 0',
      ].sort(),
    );
    const createRow = (await logRowsOf(user.userCode)).find((row) => row.logKey === 'log.orgCreated');
    expect(createRow).toMatchObject({
      userCode: user.userCode,
      orgName: user.orgName,
      linkman: user.linkman,
      projectId: 8000,
      reqUrl: '/user-api/org/admin/create',
      logParams: { orgCode, orgName: '华东泵业' },
    });
  });

  it('writes nothing for reads and for refused writes', async () => {
    const { user, token } = await signedIn('admin1');
    await call(handler, { path: '/org/admin/list', token });
    await call(handler, { path: '/org/admin/import_template', token });
    await call(handler, { method: 'POST', path: '/org/admin/import_upload', token, body: { fileName: 'a.xlsx', size: 10 } });
    await call(handler, { method: 'POST', path: '/org/admin/create', token, body: { orgCode: '123', orgName: 'x' } });
    await call(handler, { method: 'POST', path: '/org/admin/update', token, body: { id: 987_654_321, orgName: 'x', version: 1 } });
    await call(handler, { method: 'POST', path: '/org/admin/state', token, body: { id: 987_654_321, state: 'n' } });
    expect(await logTextsOf(user.userCode)).toEqual([]);

    const other = await signedIn('userAdmin');
    await call(handler, {
      method: 'POST',
      path: '/org/admin/create',
      token: other.token,
      body: { orgCode: await freshOrgCode(), orgName: 'x' },
    });
    expect(await logTextsOf(other.user.userCode)).toEqual([]);
  });
});
