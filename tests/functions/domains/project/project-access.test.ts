import { describe, expect, it } from 'vitest';
import { handler } from '#domains/project/handler';
import { call, type CallOptions } from '#test/api-event';
import { createTestProject, createTestUser, getItem, keys, uniqueCode } from '#test/fixtures';
import { ADMIN_ROLES, createTestOrg, OTHER_ROLES, signedIn, type TestRole } from '#test/orgs';
import { lastMailTo } from '#test/outbox';

/** A project, a supplier with a never-used primary account that has an e-mail, and a contractor. */
async function scene() {
  const project = await createTestProject('10');
  const supplier = await createTestOrg();
  const contractor = await createTestOrg({ orgType: '20', orgCode: `K${uniqueCode('k').slice(2, 9)}` });
  const email = `${uniqueCode('primary')}@example.com`;
  const primary = await createTestUser({ orgId: supplier.id, userType: '100', email, mustChangePassword: true });
  return { project, supplier, contractor, primary, projectName: uniqueCode('新项目') };
}

/** Every project endpoint with valid input, in an order in which each succeeds for an administrator. */
function everyEndpoint(
  token: string | undefined,
  { project, supplier, contractor, projectName }: Awaited<ReturnType<typeof scene>>,
): CallOptions[] {
  const auth = token ? { token } : {};
  const projectId = String(project.id);
  const withSupplier = { projectId: project.id, orgId: supplier.id };
  const withContractor = { projectId: project.id, orgId: contractor.id };
  return [
    { path: '/project/admin/list_project', query: { projectName: 'x' }, ...auth },
    {
      method: 'POST',
      path: '/project/admin/create',
      body: { projectName, projectNameEn: 'New', indexUrl: 'https://n.example.com' },
      ...auth,
    },
    { method: 'POST', path: '/project/update_state', query: { projectId, state: '20' }, ...auth },
    { path: '/project/admin/list_org', query: { projectId }, ...auth },
    { path: '/project/admin/list_cbs', query: { projectId }, ...auth },
    { method: 'POST', path: '/project/admin/add_org', body: withSupplier, ...auth },
    { method: 'POST', path: '/project/admin/add_cbs', body: withContractor, ...auth },
    { path: '/project/send_pwd_single', query: { orgId: String(supplier.id), projectId }, ...auth },
    { path: '/project/send_pwd_all', query: { projectId }, ...auth },
    { method: 'POST', path: '/project/admin/remove_org', body: withSupplier, ...auth },
    { method: 'POST', path: '/project/admin/remove_cbs', body: withContractor, ...auth },
  ];
}

const projectsNamed = async (token: string, projectName: string) =>
  (await call<{ total: number }>(handler, { path: '/project/admin/list_project', token, query: { projectName } })).result.total;

describe('project endpoints: who may call them', () => {
  it.each(ADMIN_ROLES)('%s may call every one of them', async (role: TestRole) => {
    const { token } = await signedIn(role);
    const setting = await scene();
    for (const options of everyEndpoint(token, setting)) {
      expect((await call(handler, options)).code, options.path).toBe(200);
    }
    expect(await getItem(keys.project(setting.project.id))).toMatchObject({ state: '20' });
    expect(await getItem(keys.org(setting.supplier.id))).toMatchObject({ version: 3, projects: {} });
    expect(await projectsNamed(token, setting.projectName)).toBe(1);
    expect(await lastMailTo(setting.primary.email)).toBeDefined();
  });

  it.each(OTHER_ROLES)('%s gets 403 from every one of them, and nothing changes', async (role: TestRole) => {
    const { token } = await signedIn(role);
    const setting = await scene();
    for (const options of everyEndpoint(token, setting)) {
      expect(await call(handler, options), options.path).toMatchObject({ code: 403, message: '您没有权限执行此操作', result: null });
    }
    expect(await getItem(keys.project(setting.project.id))).toMatchObject({ state: '10', version: 1 });
    expect(await getItem(keys.org(setting.supplier.id))).toMatchObject({ version: 1, projects: {} });
    expect(await getItem(keys.org(setting.contractor.id))).toMatchObject({ version: 1, projects: {} });
    expect(await getItem(keys.user(setting.primary.id))).toMatchObject({ version: 1 });
    expect(await lastMailTo(setting.primary.email)).toBeUndefined();
    expect(await projectsNamed((await signedIn('admin')).token, setting.projectName)).toBe(0);
  });

  it('answers 401 to every one of them without a token or with an unknown one', async () => {
    const setting = await scene();
    for (const token of [undefined, 'not-a-token']) {
      for (const options of everyEndpoint(token, setting)) {
        expect(await call(handler, options), options.path).toMatchObject({ code: 401, message: '登录已过期，请重新登录' });
      }
    }
    expect(await getItem(keys.project(setting.project.id))).toMatchObject({ version: 1 });
    expect(await getItem(keys.org(setting.supplier.id))).toMatchObject({ version: 1 });
  });
});
