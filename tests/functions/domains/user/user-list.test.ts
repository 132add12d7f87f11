import { beforeAll, describe, expect, it } from 'vitest';
import { setOrgInProject } from '#entities/org';
import { createTestUser } from '#test/fixtures';
import { signedIn } from '#test/orgs';
import { listUsers, managedOrg } from './user-fixtures';

let admin: string;
beforeAll(async () => {
  admin = (await signedIn('admin')).token;
});

const codes = (rows: { userCode: string }[]) => rows.map((row) => row.userCode);

describe('GET /user/admin/manage/list (admin)', () => {
  it('filters by organisation, contact, login, phone and category anywhere in the value, ignoring case, with an exact total', async () => {
    const { org, marker, manager, assigned, unassigned } = await managedOrg();
    const byOrg = await listUsers(admin, { orgName: marker.toUpperCase() });
    expect(byOrg.result.total).toBe(4);
    expect(new Set(codes(byOrg.result.rows))).toEqual(new Set([org.orgCode, manager.userCode, assigned.userCode, unassigned.userCode]));
    // Newest first.
    expect(byOrg.result.rows.map((row) => row.id)).toEqual([...byOrg.result.rows.map((row) => row.id)].sort((a, b) => b - a));

    const byLinkman = await listUsers(admin, { orgName: marker, linkman: '张三' });
    expect(codes(byLinkman.result.rows)).toEqual([assigned.userCode]);
    const byCode = await listUsers(admin, { userCode: assigned.userCode.slice(2).toUpperCase() });
    expect(byCode.result).toMatchObject({ total: 1, rows: [{ id: assigned.id }] });
    const byRole = await listUsers(admin, { orgName: marker, userRole: '10' });
    expect(byRole.result.total).toBe(0);
    expect((await listUsers(admin, { orgName: marker, userRole: '20' })).result.total).toBe(4);

    const phone = `139${String(Date.now()).slice(-8)}`;
    const withPhone = await createTestUser({ orgId: org.id, orgName: org.orgName, userRole: '20', linkPhone: phone });
    expect(codes((await listUsers(admin, { linkPhone: phone.slice(3) })).result.rows)).toEqual([withPhone.userCode]);
  });

  it('filters by participating project, resolved now: a primary account takes part in every project of its organisation', async () => {
    const { org, marker, first, second, assigned } = await managedOrg();
    const inFirst = await listUsers(admin, { orgName: marker, projectId: String(first.id) });
    expect(new Set(codes(inFirst.result.rows))).toEqual(new Set([org.orgCode, assigned.userCode]));
    const row = inFirst.result.rows.find((user) => user.id === assigned.id)!;
    expect(row).toMatchObject({ projectList: [{ id: first.id, projectName: first.projectName }], userProjects: first.projectName });
    expect(codes((await listUsers(admin, { orgName: marker, projectId: String(second.id) })).result.rows)).toEqual([org.orgCode]);

    // The organisation leaves the first project: its accounts no longer take part, no user entry rewritten.
    await setOrgInProject(org.id, first.id, false);
    expect(codes((await listUsers(admin, { orgName: marker, projectId: String(first.id) })).result.rows)).toEqual([]);
  });

  it('answers the rows in the shape of the contract (allEmail, permissionType, state, version)', async () => {
    const { marker, assigned } = await managedOrg();
    const rows = (await listUsers(admin, { orgName: marker, linkman: '张三' }, undefined)).result.rows;
    expect(rows[0]).toMatchObject({ id: assigned.id, allEmail: 'test@example.com', permissionType: '', state: '1', version: 1 });
  });
});

describe('user managers see only their own organisation', () => {
  it('a userManage list is scoped to its organisation and reads only linkman and projectId', async () => {
    const own = await managedOrg();
    const other = await managedOrg();
    const all = await listUsers(own.token, { orgName: other.marker });
    expect(all.result.total).toBe(4);
    expect(all.result.rows.every((row) => row.orgId === own.org.id)).toBe(true);
    expect(codes((await listUsers(own.token, { linkman: '李四' })).result.rows)).toEqual([own.unassigned.userCode]);
    expect(codes((await listUsers(own.token, { projectId: String(own.first.id), linkman: '张三' })).result.rows)).toEqual([
      own.assigned.userCode,
    ]);
  });

  it('a supplier primary account lists its organisation at /user/supp/list; others are refused', async () => {
    const supplier = await managedOrg({ orgType: '10' });
    const listed = await listUsers(supplier.token, {}, '/user/supp/list');
    expect(listed.result.total).toBe(4);
    expect(listed.result.rows.every((row) => row.orgId === supplier.org.id)).toBe(true);
    expect((await listUsers(admin, {}, '/user/supp/list')).code).toBe(403);
    expect((await listUsers(supplier.token)).code).toBe(403);
  });
});
