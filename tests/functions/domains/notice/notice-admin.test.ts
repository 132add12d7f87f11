import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/api-event';
import { getItem, keys } from '#test/fixtures';
import { createTestOrg, logTextsOf, signedIn } from '#test/orgs';
import { adminToken, detail, freshProjects, handler, insert, list, noticeBody, update } from './notice-calls';

let token: string;
let projectIds: number[];

beforeAll(async () => {
  token = await adminToken();
  projectIds = (await freshProjects(2)).map((project) => project.id);
});

describe('POST /work/notice/admin/insert', () => {
  it('publishes a notice: stored, listed at once with its §2.24 columns, pinned by default', async () => {
    const { title: _title, topFlg: _top, ...body } = noticeBody(projectIds);
    const created = await insert(token, { ...body, title: `公告${Date.now()}`, projectIds: projectIds.join(',') });
    expect(created.code).toBe(200);
    expect(created.result).toMatchObject({
      projectIds: projectIds.join(','),
      scopeRolesCn: '供应商',
      scopeValue: '供应商',
      topFlg: '1',
      topFlgCn: '已置顶',
      cancelFlg: '0',
      cancelFlgCn: '已发布',
      createUser: '测试用户',
      version: 1,
    });
    const listed = await list(token, { title: created.result.title });
    expect(listed.result).toMatchObject({
      total: 1,
      rows: [{ id: created.result.id, projectNames: `项目${projectIds[0]},项目${projectIds[1]}` }],
    });
    expect(await getItem(keys.notice(created.result.id))).toMatchObject({ content: '<p>内容</p>', cancelFlg: '0' });
  });

  it('checks in the spec §5 order, each with its message, and stores nothing', async () => {
    const first = async (body: Record<string, unknown>) => {
      const response = await insert(token, body);
      return [response.code, Object.values((response.result as unknown as { fieldErrors: Record<string, string> }).fieldErrors)[0]];
    };
    const base = noticeBody(projectIds);
    expect(await first({ ...base, title: ' ', projectIds: [], scopeRoles: [], content: '' })).toEqual([400, '请填写标题']);
    expect(await first({ ...base, projectIds: [], scopeRoles: [], content: '' })).toEqual([400, '请选择发布项目']);
    expect(await first({ ...base, scopeRoles: [], content: '' })).toEqual([400, '请选择发布范围']);
    expect(await first({ ...base, scopeType: '1', scopeOrgs: [] })).toEqual([400, '请选择发布范围']);
    expect(await first({ ...base, content: '<p>  </p>' })).toEqual([400, '请填写通知内容']);
    // Content that only the sanitiser sees as empty is refused too.
    expect(await first({ ...base, content: '<script>alert(1)</script><iframe src="https://x.test"></iframe>' })).toEqual([
      400,
      '请填写通知内容',
    ]);
    const title = `never-${Date.now()}`;
    await insert(token, { ...base, title, content: '<script>x</script>' });
    expect((await list(token, { title })).result.total).toBe(0);
  });

  it('refuses projects and organisations that do not exist', async () => {
    const unknownProject = await insert(token, noticeBody([...projectIds, 987_654_321]), 'en');
    expect(unknownProject).toMatchObject({ code: 400, result: { fieldErrors: { projectIds: 'Project 987654321 does not exist' } } });
    const unknownOrg = await insert(token, noticeBody(projectIds, { scopeType: '1', scopeOrgs: ['NO-SUCH-ORG'] }));
    expect(unknownOrg).toMatchObject({ code: 400, result: { fieldErrors: { scopeOrgs: '机构代码“NO-SUCH-ORG”不存在' } } });
  });

  it("is the admin's alone (spec §6)", async () => {
    for (const role of ['admin1', 'userAdmin', 'user', 'provider'] as const) {
      const other = (await signedIn(role)).token;
      expect((await insert(other, noticeBody(projectIds))).code).toBe(403);
      expect((await list(other, {})).code).toBe(403);
    }
    expect((await call(handler, { path: '/work/notice/admin/list' })).code).toBe(401);
  });

  it('writes the operation-log row', async () => {
    const { user, token: own } = await signedIn('admin');
    const title = `日志${Date.now()}`;
    await insert(own, noticeBody(projectIds, { title }));
    expect(await logTextsOf(user.userCode)).toEqual([`发布通知：${title}`]);
  });
});

describe('POST /work/notice/admin/update and GET detail', () => {
  it('loads the notice by id for the editor and saves an edit, version by version', async () => {
    const created = (await insert(token, noticeBody(projectIds, { title: `编辑${Date.now()}` }))).result;
    const loaded = (await detail(token, created.id)).result;
    expect(loaded).toMatchObject({
      content: '<p>内容</p>',
      projectIdList: projectIds,
      scopeRoleList: ['10'],
      scopeOrgList: [],
      version: 1,
    });
    const saved = await update(token, {
      ...noticeBody([projectIds[0]!], { scopeRoles: ['20', '90'] }),
      id: created.id,
      version: 1,
      title: 'new',
    });
    expect(saved.result).toMatchObject({ title: 'new', projectIds: String(projectIds[0]), scopeRolesCn: '承包商,业主', version: 2 });
    expect((await detail(token, created.id)).result).toMatchObject({ title: 'new', scopeRoleList: ['20', '90'], version: 2 });
  });

  it('refuses an edit made from an older version, answering the current notice, and keeps the stored one', async () => {
    const created = (await insert(token, noticeBody(projectIds))).result;
    expect((await update(token, { ...noticeBody(projectIds), id: created.id, version: 1, title: 'first' })).code).toBe(200);
    const stale = await update(token, { ...noticeBody(projectIds), id: created.id, version: 1, title: 'second' });
    expect(stale).toMatchObject({ status: 409, result: { current: { id: created.id, title: 'first', version: 2 } } });
    expect(await getItem(keys.notice(created.id))).toMatchObject({ title: 'first', version: 2 });
  });

  it('answers 404 for an unknown notice', async () => {
    expect((await detail(token, 987_654_321)).code).toBe(404);
    expect((await update(token, { ...noticeBody(projectIds), id: 987_654_321, version: 1 })).code).toBe(404);
  });
});

describe('GET /work/notice/admin/list', () => {
  it('filters by project (any of them) and by title anywhere, ignoring case; newest first; pages with the total', async () => {
    const [only] = await freshProjects(1);
    const tag = `Filter${Date.now()}`;
    const a = (await insert(token, noticeBody([only!.id], { title: `${tag} a` }))).result;
    const b = (await insert(token, noticeBody([only!.id, projectIds[0]!], { title: `x ${tag.toLowerCase()} b` }))).result;
    await insert(token, noticeBody([projectIds[1]!], { title: `${tag} c` }));
    const byProject = await list(token, { projectIds: String(only!.id), title: tag.toUpperCase() });
    expect(byProject.result.rows.map((row) => row.id)).toEqual([b.id, a.id]);
    const paged = await list(token, { projectIds: String(only!.id), page: '2', limit: '1' });
    expect(paged.result).toMatchObject({ total: 2, rows: [{ id: a.id }] });
  });
});

describe('the editor options', () => {
  it('offers the three roles with details, searchable, and every delivery project', async () => {
    const roles = await call<Array<{ roleId: string; roleName: string }>>(handler, { path: '/work/notice/admin/roleList', token });
    expect(roles.result.map((role) => role.roleId)).toEqual(['10', '20', '90']);
    const searched = await call<Array<{ roleId: string }>>(handler, {
      path: '/work/notice/admin/roleList',
      token,
      query: { roleName: 'owner' },
      language: 'en',
    });
    expect(searched.result.map((role) => role.roleId)).toEqual(['90']);
    const projects = await call<Array<{ id: number }>>(handler, { path: '/work/notice/admin/allProjectList', token });
    expect(projects.result.map((project) => project.id)).toEqual(expect.arrayContaining(projectIds));
    expect(projects.result.map((project) => project.id)).not.toContain(8000);
  });

  it('searches organisations by name for the scope, answering code and name', async () => {
    const name = `通知机构${Date.now()}`;
    const org = await createTestOrg({ orgName: name });
    const found = await call<Array<{ orgCode: string; orgName: string }>>(handler, {
      path: '/work/notice/admin/allOrgList',
      token,
      query: { orgName: name.slice(2) },
    });
    expect(found.result).toEqual([{ orgCode: org.orgCode, orgName: name }]);
  });
});
