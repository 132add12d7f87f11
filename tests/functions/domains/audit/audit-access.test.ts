import { describe, expect, it } from 'vitest';
import { userRowOf } from '#domains/user/data/user-rows';
import { assignmentsOfUser, deleteAuditAssignmentsOfUser } from '#entities/audit-assignment';
import { getUser } from '#entities/user';
import { createTestProject, createTestUser } from '#test/fixtures';
import { createTestOrg, signedIn } from '#test/orgs';
import { tokenFor } from '#test/sign-in';
import { auditCall, auditWorld, saveBody } from './audit-fixtures';

describe('who may assign audit permissions', () => {
  it('lets the administrator act on any account', async () => {
    const { project, org, reviewerA } = await auditWorld();
    const { token } = await signedIn('admin');
    const saved = await auditCall(token, 'save_user_extra_v2', {
      body: saveBody(project.id, reviewerA.id, org.id, '21', { '1100': ['P-01'] }),
    });
    expect(saved.code).toBe(200);
  });

  it('refuses a user manager of another organisation (403, nothing changes)', async () => {
    const { project, org, reviewerA } = await auditWorld();
    const other = await auditWorld();
    const body = saveBody(project.id, reviewerA.id, org.id, '21', { '1100': ['P-01'] });
    expect(await auditCall(other.managerToken, 'save_user_extra_v2', { body })).toMatchObject({ code: 403 });
    expect(await auditCall(other.managerToken, 'list_user_audit_role', { query: { userId: String(reviewerA.id) } })).toMatchObject({
      code: 403,
    });
    const query = { projectId: String(project.id), userId: String(reviewerA.id), auditRole: '21', cbsId: String(org.id) };
    expect(await auditCall(other.managerToken, 'list_dominant_term_v2', { query })).toMatchObject({ code: 403 });
    expect(await auditCall(other.managerToken, 'list_org_audit_role', { query: { orgId: String(org.id) } })).toMatchObject({ code: 403 });
    expect(await assignmentsOfUser(reviewerA.id)).toEqual([]);
  });

  it.each(['user', 'provider', 'admin1'] as const)('refuses the %s role before anything is read', async (role) => {
    const { project, org, reviewerA } = await auditWorld();
    const { token } = await signedIn(role);
    const response = await auditCall(token, 'save_user_extra_v2', {
      body: saveBody(project.id, reviewerA.id, org.id, '21', { '1100': ['P-01'] }),
    });
    expect(response.code).toBe(403);
    expect(await assignmentsOfUser(reviewerA.id)).toEqual([]);
  });

  it('refuses an account without a project above 8004, and a project the account is not in', async () => {
    const { project, org, manager, managerToken } = await auditWorld();
    const low = await createTestUser({ orgId: org.id, userRole: '20', userType: '0', projectIds: [] });
    const noAudit = await auditCall(managerToken, 'save_user_extra_v2', {
      body: saveBody(project.id, low.id, org.id, '21', { '1100': ['P-01'] }),
    });
    expect(noAudit).toMatchObject({ code: 403, message: '该账号没有审核管理权限（需参与编号大于8004的项目）' });
    const elsewhere = await createTestProject();
    const reviewer = await createTestUser({ orgId: org.id, userRole: '20', userType: '0', projectIds: [project.id] });
    const response = await auditCall(managerToken, 'save_user_extra_v2', {
      body: saveBody(elsewhere.id, reviewer.id, org.id, '21', { '1100': ['P-01'] }),
    });
    expect(response).toMatchObject({ code: 403, message: '该账号未参与此项目' });
    expect(manager.id).toBeGreaterThan(0);
  });
});

describe('audit management is offered where it can do something, and refused where it cannot', () => {
  it('refuses one’s own account and a primary account, as the user lists offer it (userActionRefusal)', async () => {
    const { project, org, manager } = await auditWorld();
    const deputy = await createTestUser({ orgId: org.id, orgName: org.orgName, userRole: '20', userType: '99', projectIds: [project.id] });
    const deputyToken = await tokenFor(deputy.userCode);
    const roles = (userId: number) => auditCall(deputyToken, 'list_user_audit_role', { query: { userId: String(userId) } });
    expect(await roles(deputy.id)).toMatchObject({ code: 403, message: '不能在此操作自己的账号' });
    expect(await roles(manager.id)).toMatchObject({ code: 403, message: '机构主账号不能在此操作，请在机构信息中修改' });
    const saved = await auditCall(deputyToken, 'save_user_extra_v2', {
      body: saveBody(project.id, deputy.id, org.id, '21', { '1100': ['P-01'] }),
    });
    expect(saved).toMatchObject({ code: 403 });
    expect(await assignmentsOfUser(deputy.id)).toEqual([]);
  });

  it('a supplier account in a project above 8004: no row action, and the audit calls say why', async () => {
    const { project, managerToken, reviewerA } = await auditWorld('20');
    const contractorRow = await userRowOf((await getUser(reviewerA.id))!, 'zh');
    expect(contractorRow.projectList.map((entry) => entry.id)).toEqual([project.id]);
    expect(contractorRow.auditManagement).toBe(true);

    const supplier = await createTestOrg({ orgType: '10', projects: { [String(project.id)]: new Date().toISOString() } });
    const supplierManager = await createTestUser({ orgId: supplier.id, orgName: supplier.orgName, userRole: '10', userType: '100' });
    const delivering = await createTestUser({
      orgId: supplier.id,
      orgName: supplier.orgName,
      userRole: '10',
      userType: '0',
      projectIds: [project.id],
    });
    const supplierRow = await userRowOf((await getUser(delivering.id))!, 'zh');
    expect(supplierRow.projectList.map((entry) => entry.id)).toEqual([project.id]);
    expect(supplierRow.auditManagement).toBe(false);

    const refused = await auditCall(await tokenFor(supplierManager.userCode), 'list_user_audit_role', {
      query: { userId: String(delivering.id) },
    });
    expect(refused).toMatchObject({ code: 403, message: '该账号所在机构没有审核角色：审核由业主和承包商的账号承担，供应商只交付' });
    expect(managerToken).toBeTruthy();
  });
});

describe('audit roles', () => {
  it("lists the organisation's roles in the caller's language", async () => {
    const { managerToken } = await auditWorld();
    expect((await auditCall(managerToken, 'list_org_audit_role', { language: 'en' })).result).toEqual([
      { code: '21', name: 'Contractor discipline check' },
      { code: '22', name: 'Contractor approval' },
    ]);
  });

  it("offers the organisation's roles per project where none is stored, and reads organisation 53's from userType", async () => {
    const { project, managerToken, reviewerA } = await auditWorld();
    const roles = (
      await auditCall<Array<{ projectId: number; auditRole: string; source: string }>>(managerToken, 'list_user_audit_role', {
        query: { userId: String(reviewerA.id) },
      })
    ).result;
    expect(roles.map((role) => [role.projectId, role.auditRole, role.source])).toEqual([
      [project.id, '21', 'offered'],
      [project.id, '22', 'offered'],
    ]);

    const owner = await createTestOrg({ id: 53, orgType: '90' }).catch(() => undefined);
    void owner;
    const ownerProject = await createTestProject();
    const { forceIntoProject } = await import('#test/targets');
    await forceIntoProject(53, ownerProject.id);
    const finalReviewer = await createTestUser({ orgId: 53, userRole: '90', userType: '90', projectIds: [ownerProject.id] });
    const ownerManager = await createTestUser({ orgId: 53, userRole: '90', userType: '100' });
    const ownerRoles = (
      await auditCall<Array<{ projectId: number; auditRole: string; source: string }>>(
        await tokenFor(ownerManager.userCode),
        'list_user_audit_role',
        {
          query: { userId: String(finalReviewer.id) },
        },
      )
    ).result;
    expect(ownerRoles.filter((role) => role.projectId === ownerProject.id).map((role) => [role.auditRole, role.source])).toEqual([
      ['90', 'stored'],
    ]);
  });
});

describe('deleteAuditAssignmentsOfUser', () => {
  it("removes every assignment of the account and no one else's", async () => {
    const { project, org, managerToken, reviewerA, reviewerB } = await auditWorld();
    for (const role of ['21', '22']) {
      await auditCall(managerToken, 'save_user_extra_v2', { body: saveBody(project.id, reviewerA.id, org.id, role, { '1100': ['P-01'] }) });
    }
    await auditCall(managerToken, 'save_user_extra_v2', { body: saveBody(project.id, reviewerB.id, org.id, '21', { '1100': ['V-01'] }) });
    expect(await assignmentsOfUser(reviewerA.id)).toHaveLength(2);
    await deleteAuditAssignmentsOfUser(reviewerA.id);
    expect(await assignmentsOfUser(reviewerA.id)).toEqual([]);
    expect(await assignmentsOfUser(reviewerB.id)).toHaveLength(1);
    const query = { projectId: String(project.id), userId: String(reviewerB.id), auditRole: '21', cbsId: String(org.id) };
    const mains = (await auditCall<Array<{ code: string; distributeState: number }>>(managerToken, 'list_dominant_term_v2', { query }))
      .result;
    expect(mains.map((node) => node.distributeState)).toEqual([0, 0]);
  });
});

describe('targets in the operating organisation', () => {
  const CALLS = [
    ['GET', '/user/admin/list_user_audit_role'],
    ['GET', '/user/admin/list_dominant_term_v2'],
    ['GET', '/user/admin/list_factory_object_class_code_v2'],
    ['POST', '/user/admin/list_user_extra_v2'],
    ['POST', '/user/admin/save_user_extra_v2'],
    ['GET', '/user/admin/list_org_audit_role'],
  ] as const;

  it.each(CALLS)('%s %s refuses them to the administrator (they review nothing) and to other organisations', async (method, path) => {
    const { handler } = await import('#domains/audit/handler');
    const { call } = await import('#test/api-event');
    const { operatingOrg } = await import('#test/targets');
    await operatingOrg();
    const project = await createTestProject();
    const adminAccount = await createTestUser({ userRole: '50', userType: '0', orgId: 1 });
    const input = saveBody(project.id, adminAccount.id, 1, '90', { '1': ['2'] });
    for (const role of ['admin', 'userAdmin'] as const) {
      const { token } = await signedIn(role);
      const request =
        method === 'GET'
          ? {
              query: Object.fromEntries(
                Object.entries(input)
                  .filter(([, value]) => typeof value !== 'object')
                  .map(([name, value]) => [name, String(value)]),
              ),
            }
          : { method, body: input };
      const response = await call(handler, { path, token, ...request });
      expect(response.code, `${role} ${path}`).toBe(403);
      expect(response.message).not.toBe('您没有权限执行此操作');
    }
  });
});
