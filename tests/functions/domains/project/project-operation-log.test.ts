import { describe, expect, it } from 'vitest';
import type { ProjectRow } from '@sddp/shared';
import { handler } from '#domains/project/handler';
import { call } from '#test/api-event';
import { createTestUser, uniqueCode } from '#test/fixtures';
import { createTestOrg, logRowsOf, logTextsOf, signedIn } from '#test/orgs';
import { withoutAccounts } from './password-sends';

describe('operation log of the project writes', () => {
  it('writes one row per create, state change, join, removal and password sending, with the rendered text', async () => {
    const { user, token } = await signedIn('admin1');
    const post = (path: string, body: Record<string, unknown>) => call(handler, { method: 'POST', path, token, body });
    const projectName = uniqueCode('日志项目');
    const created = await call<ProjectRow>(handler, {
      method: 'POST',
      path: '/project/admin/create',
      token,
      body: { projectName, projectNameEn: 'Log', indexUrl: 'https://log.example.com' },
    });
    const projectId = created.result.id;
    const supplier = await withoutAccounts(await createTestOrg({ orgName: '华东泵业' }));
    const contractor = await withoutAccounts(
      await createTestOrg({ orgName: '中建一局', orgType: '20', orgCode: `K${uniqueCode('k').slice(2, 9)}` }),
    );
    const primary = await createTestUser({
      orgId: supplier.id,
      userType: '100',
      email: `${uniqueCode('log')}@example.com`,
      mustChangePassword: true,
    });

    const responses = [
      await call(handler, { method: 'POST', path: '/project/update_state', token, query: { projectId: String(projectId), state: '20' } }),
      await post('/project/admin/add_org', { projectId, orgId: supplier.id }),
      await post('/project/admin/add_cbs', { projectId, orgId: contractor.id }),
      await call(handler, { path: '/project/send_pwd_single', token, query: { orgId: String(supplier.id), projectId: String(projectId) } }),
      await call(handler, { path: '/project/send_pwd_all', token, query: { projectId: String(projectId) } }),
      await post('/project/admin/remove_org', { projectId, orgId: supplier.id }),
      await post('/project/admin/remove_cbs', { projectId, orgId: contractor.id }),
    ];
    expect(responses.map((response) => response.code)).toEqual(responses.map(() => 200));

    expect((await logTextsOf(user.userCode)).sort()).toEqual(
      [
        `新建项目：${projectName}`,
        `修改项目状态：${projectName} → 进行中`,
        `机构加入项目：${supplier.orgCode} 华东泵业 → ${projectName}`,
        `机构加入项目：${contractor.orgCode} 中建一局 → ${projectName}`,
        `发送初始密码：${primary.userCode}`,
        `发送项目全部初始密码：${projectName}，1 个账号`,
        `机构移出项目：${supplier.orgCode} 华东泵业 ← ${projectName}`,
        `机构移出项目：${contractor.orgCode} 中建一局 ← ${projectName}`,
      ].sort(),
    );
    const stateRow = (await logRowsOf(user.userCode)).find((row) => row.logKey === 'log.projectStateChanged');
    expect(stateRow).toMatchObject({
      userCode: user.userCode,
      linkman: user.linkman,
      projectId: 8000,
      reqUrl: '/user-api/project/update_state',
    });
  });

  it('writes nothing for reads and for refused writes', async () => {
    const { user, token } = await signedIn('admin');
    await call(handler, { path: '/project/admin/list_project', token });
    await call(handler, { method: 'POST', path: '/project/admin/create', token, body: { projectName: '' } });
    await call(handler, { method: 'POST', path: '/project/update_state', token, query: { projectId: '987654321', state: '20' } });
    await call(handler, { method: 'POST', path: '/project/admin/add_org', token, body: { projectId: 987_654_321, orgId: 1 } });
    await call(handler, { path: '/project/send_pwd_single', token, query: { userId: '987654321' } });
    expect(await logTextsOf(user.userCode)).toEqual([]);
  });
});
