import { describe, expect, it } from 'vitest';
import { handler as authHandler } from '#domains/auth/handler';
import { handler as projectHandler } from '#domains/project/handler';
import { addMembership } from '#entities/project';
import { call } from '#test/api-event';
import { createTestProject, createTestUser, getItem, keys } from '#test/fixtures';
import { createTestOrg, signedIn } from '#test/orgs';
import { tokenFor } from '#test/sign-in';

const projectsOf = async (token: string) =>
  (await call<Array<{ id: number }>>(authHandler, { path: '/project/user_project_list', token })).result
    .map((project) => project.id)
    .sort();

describe('who takes part in which project', () => {
  it('a primary account sees every project its organisation joined; another account the assigned ones within them; leaving takes it from all at once', async () => {
    const [first, second, outside] = [await createTestProject('20'), await createTestProject('20'), await createTestProject('20')];
    const org = await createTestOrg();
    const admin = await signedIn('admin');
    const join = (projectId: number, path = '/project/admin/add_org') =>
      call(projectHandler, { method: 'POST', path, token: admin.token, body: { projectId, orgId: org.id } });
    expect((await join(first.id)).code).toBe(200);
    expect((await join(second.id)).code).toBe(200);

    const primary = await createTestUser({ orgId: org.id, userType: '100' });
    const staff = await createTestUser({ orgId: org.id, userType: '0' });
    // Assigned one project of the organisation's and one the organisation has not joined.
    for (const projectId of [first.id, outside.id])
      await addMembership({ userId: staff.id, projectId, createTime: new Date().toISOString() });
    const [primaryToken, staffToken] = [await tokenFor(primary.userCode), await tokenFor(staff.userCode)];
    expect(await projectsOf(primaryToken)).toEqual([first.id, second.id].sort());
    expect(await projectsOf(staffToken)).toEqual([first.id]);

    expect((await join(first.id, '/project/admin/remove_org')).code).toBe(200);
    expect(await projectsOf(primaryToken)).toEqual([second.id]);
    expect(await projectsOf(staffToken)).toEqual([]);
    expect(await getItem(keys.membership(staff.id, first.id))).toBeUndefined();

    // Joining again does not silently give the assignment back.
    expect((await join(first.id)).code).toBe(200);
    expect(await projectsOf(primaryToken)).toEqual([first.id, second.id].sort());
    expect(await projectsOf(staffToken)).toEqual([]);
  });

  it("the operating organisation's accounts see every delivery project, not the platform's own (8000)", async () => {
    const project = await createTestProject('10');
    const { token } = await signedIn('admin1');
    const ids = await projectsOf(token);
    expect(ids).toContain(project.id);
    expect(ids).not.toContain(8000);
  });
});
