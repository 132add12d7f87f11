import { describe, expect, it } from 'vitest';
import type { ListResult } from '@sddp/shared';
import { handler } from '#domains/project/handler';
import { removeAllMembershipsOfUser } from '#entities/project';
import { call } from '#test/api-event';
import { signedIn } from '#test/orgs';
import { operatingOrg, refusal } from '#test/targets';
import { accountOf, assignmentState, orgIn, supplierScene, updateAs } from './user-assignment-setup';

type Candidate = { id: number; userCode: string; addState: 'y' | 'n' };

const search = (token: string, projectId: number, query: string) =>
  call<ListResult<Candidate>>(handler, { path: '/project/search_user', token, query: { projectId: String(projectId), query } });
const change = (token: string, projectId: number, ids: number[] | string) =>
  call<{ added: number; removed: number }>(handler, { method: 'POST', path: '/project/change_user', token, body: { projectId, ids } });
const remove = (token: string, projectId: number, userId: number) =>
  call(handler, { method: 'POST', path: '/project/remove_user', token, body: { projectId, userId } });

describe('a project’s assigned accounts, on the administrator’s side', () => {
  it('searches the accounts of the project’s organisations by userCode, linkman or organisation name, never primary ones', async () => {
    const { p1, p3, supplier, staff, manager } = await supplierScene();
    const outsider = await accountOf(await orgIn([p3.id]), { userType: '0' });
    const { token } = await signedIn('admin');
    const byCode = await search(token, p1.id, staff.userCode.toUpperCase());
    expect(byCode.result.rows.map((row) => row.id)).toEqual([staff.id]);
    expect((await search(token, p1.id, staff.linkman)).result.rows).toMatchObject([{ id: staff.id, addState: 'n' }]);
    const byOrg = (await search(token, p1.id, supplier.orgName)).result.rows.map((row) => row.id);
    expect(byOrg).toContain(staff.id);
    expect(byOrg).not.toContain(manager.id);
    expect((await search(token, p1.id, outsider.userCode)).result).toEqual({ rows: [], total: 0 });
  });

  it('sets the project’s accounts to exactly the ids, then removes one; repeating changes nothing', async () => {
    const { p1, p2, supplier, staff } = await supplierScene();
    const colleague = await accountOf(supplier, { userType: '0' });
    const { token } = await signedIn('admin');
    await updateAs(token, { userId: staff.id, projectIds: [String(p2.id)] });

    expect((await change(token, p1.id, `${staff.id},${colleague.id}`)).result).toEqual({ added: 2, removed: 0 });
    expect((await assignmentState(staff.id)).assignedProjectIds).toEqual([p1.id, p2.id]);
    expect((await search(token, p1.id, staff.userCode)).result.rows[0]?.addState).toBe('y');

    expect((await change(token, p1.id, [colleague.id])).result).toEqual({ added: 0, removed: 1 });
    expect((await assignmentState(staff.id)).memberships.map((m) => m.projectId)).toEqual([p2.id]);
    expect((await change(token, p1.id, [colleague.id])).result).toEqual({ added: 0, removed: 0 });

    expect((await remove(token, p1.id, colleague.id)).code).toBe(200);
    expect((await remove(token, p1.id, colleague.id)).code).toBe(200);
    expect(await assignmentState(colleague.id)).toMatchObject({ memberships: [], assignedProjectIds: [] });
  });

  it('refuses a primary account or one outside the project’s organisations, changing nothing', async () => {
    const { p1, p3, supplier, staff } = await supplierScene();
    const primary = await accountOf(supplier, { userType: '100' });
    const outsider = await accountOf(await orgIn([p3.id]), { userType: '0' });
    const { token } = await signedIn('admin');
    expect(await change(token, p1.id, [staff.id, primary.id])).toMatchObject(refusal('error.user.primaryAccount'));
    expect((await change(token, p1.id, [staff.id, outsider.id])).code).toBe(403);
    expect((await assignmentState(staff.id)).memberships).toEqual([]);
  });

  it('refuses to name a primary or an operating-organisation account in remove_user', async () => {
    const { p1, supplier } = await supplierScene();
    const primary = await accountOf(supplier, { userType: '100' });
    const { token } = await signedIn('admin');
    const operatingStaff = await accountOf(await operatingOrg(), { userRole: '50', userType: '0' });
    expect(await remove(token, p1.id, primary.id)).toMatchObject(refusal('error.user.primaryAccount'));
    expect(await remove(token, p1.id, operatingStaff.id)).toMatchObject(refusal('error.userProjects.operatingAccount'));
  });

  it('is for administrators only', async () => {
    const { p1, staff, token } = await supplierScene();
    expect((await change(token, p1.id, [staff.id])).code).toBe(403);
    expect((await search(token, p1.id, '')).code).toBe(403);
    expect((await assignmentState(staff.id)).memberships).toEqual([]);
  });

  it('drops the assignments (and the record’s copy) when the organisation leaves the project', async () => {
    const { p1, supplier, staff } = await supplierScene();
    const { token } = await signedIn('admin');
    await change(token, p1.id, [staff.id]);
    const left = await call(handler, {
      method: 'POST',
      path: '/project/admin/remove_org',
      token,
      body: { projectId: p1.id, orgId: supplier.id },
    });
    expect(left.code).toBe(200);
    expect(await assignmentState(staff.id)).toMatchObject({ memberships: [], assignedProjectIds: [] });
  });

  it('removeAllMembershipsOfUser deletes every assignment of an account and may run again', async () => {
    const { staff, p1, token } = await supplierScene();
    await updateAs(token, { userId: staff.id, projectIds: [String(p1.id)] });
    await removeAllMembershipsOfUser(staff.id);
    await removeAllMembershipsOfUser(staff.id);
    expect((await assignmentState(staff.id)).memberships).toEqual([]);
  });
});
