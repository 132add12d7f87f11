import { describe, expect, it } from 'vitest';
import { formatMessage } from '@sddp/shared';
import { handler } from '#domains/project/handler';
import { projectsOf, getUser } from '#entities/user';
import { call } from '#test/api-event';
import { createTestProject, keys } from '#test/fixtures';
import { logTextsOf, signedIn } from '#test/orgs';
import { readsBeforeWrites } from '#test/races';
import { tokenFor } from '#test/sign-in';
import { operatingOrg, refusal } from '#test/targets';
import { accountOf, assignmentState, orgIn, supplierScene, treeAs, updateAs } from './user-assignment-setup';

describe('the project tree of an account (user_project_cbs_list)', () => {
  it("lists the organisation's projects, the contractors where there are several, and what is assigned", async () => {
    const { p1, p2, p3, c1, c2, staff, token } = await supplierScene();
    const empty = await treeAs(token, staff.id);
    expect(empty.code).toBe(200);
    expect(empty.result.map((item) => [item.projectId, item.addState])).toEqual([
      [p1.id, 'n'],
      [p2.id, 'n'],
    ]);
    expect(empty.result.find((item) => item.projectId === p3.id)).toBeUndefined();
    expect(empty.result[0]!.children.map((child) => child.cbsId)).toEqual([c1.id, c2.id]);
    expect(empty.result[1]!.children).toEqual([]);
    expect(empty.result[0]!.auditRoles).toEqual([]);

    expect((await updateAs(token, { userId: staff.id, projectIds: [], cbs: [{ projectId: p1.id, cbsId: c2.id }] })).code).toBe(200);
    const tree = (await treeAs(token, staff.id)).result;
    expect(tree[0]).toMatchObject({
      addState: 'y',
      children: [
        { cbsId: c1.id, addState: 'n' },
        { cbsId: c2.id, addState: 'y' },
      ],
    });
    expect(tree[1]).toMatchObject({ addState: 'n' });
  });

  it("offers an owner's audit roles per project as 'projectId@auditRole@auditRoleName', labelled 'projectName-auditRoleName'", async () => {
    const project = await createTestProject('20');
    const owner = await orgIn([project.id], '90');
    const manager = await accountOf(owner, { userRole: '90', userType: '100' });
    const reviewer = await accountOf(owner, { userRole: '90', userType: '91' });
    const token = await tokenFor(manager.userCode);
    const roleName = formatMessage('zh', 'auditRole.90');
    const [item] = (await treeAs(token, reviewer.id)).result;
    expect(item!.auditRoles[0]).toEqual({
      value: `${project.id}@90@${roleName}`,
      label: `${project.projectName}-${roleName}`,
      auditRole: '90',
      auditRoleName: roleName,
      addState: 'n',
    });
    expect(item!.auditRoles.map((role) => role.auditRole)).toEqual(['90', '91']);
    const [english] = (await treeAs(token, reviewer.id, 'en')).result;
    expect(english!.auditRoles[1]!.label).toBe(`${project.projectNameEn}-${formatMessage('en', 'auditRole.91')}`);

    expect((await updateAs(token, { userId: reviewer.id, projectIds: [`${project.id}@91@x`] })).code).toBe(200);
    expect((await assignmentState(reviewer.id)).memberships).toEqual([{ projectId: project.id, cbsIds: [], auditRoles: ['91'] }]);
    expect((await treeAs(token, reviewer.id)).result[0]!.auditRoles.map((role) => role.addState)).toEqual(['n', 'y']);

    const refused = await updateAs(token, { userId: reviewer.id, projectIds: [`${project.id}@21@x`] });
    expect(refused.code).toBe(400);
    expect((await assignmentState(reviewer.id)).memberships).toEqual([{ projectId: project.id, cbsIds: [], auditRoles: ['91'] }]);
  });
});

describe('replacing an account’s projects (user_project_update)', () => {
  it('replaces the assignments, keeps the record’s copy and the list entry in step, and logs it', async () => {
    const { p1, p2, c1, c2, manager, staff, token } = await supplierScene();
    const first = await updateAs(token, { userId: staff.id, projectIds: [String(p1.id)], cbs: [{ projectId: p1.id, cbsId: c1.id }] });
    expect(first).toMatchObject({ code: 200, result: { userId: staff.id, projectIds: [p1.id] } });
    expect((await assignmentState(staff.id)).memberships).toEqual([{ projectId: p1.id, cbsIds: [c1.id], auditRoles: [] }]);

    const second = await updateAs(token, { userId: staff.id, projectIds: `${p2.id}` });
    expect(second.result.projectIds).toEqual([p2.id]);
    const state = await assignmentState(staff.id);
    expect(state.memberships).toEqual([{ projectId: p2.id, cbsIds: [], auditRoles: [] }]);
    expect(state.assignedProjectIds).toEqual([p2.id]);
    expect((await projectsOf((await getUser(staff.id))!)).map((project) => project.id)).toEqual([p2.id]);

    // Every contractor chosen is stored as no narrowing.
    await updateAs(token, { userId: staff.id, projectIds: [], cbs: [c1, c2].map((c) => ({ projectId: p1.id, cbsId: c.id })) });
    expect((await assignmentState(staff.id)).memberships).toEqual([{ projectId: p1.id, cbsIds: [], auditRoles: [] }]);

    const logs = await logTextsOf(manager.userCode);
    expect(logs.some((text) => text.includes(staff.userCode))).toBe(true);
  });

  it("refuses another organisation's manager (403) and changes nothing", async () => {
    const { p1, staff, token, otherManager } = await supplierScene();
    await updateAs(token, { userId: staff.id, projectIds: [String(p1.id)] });
    const before = await assignmentState(staff.id);
    const otherToken = await tokenFor(otherManager.userCode);
    expect(await updateAs(otherToken, { userId: staff.id, projectIds: [] })).toMatchObject(refusal('error.user.otherOrg'));
    expect(await treeAs(otherToken, staff.id)).toMatchObject(refusal('error.user.otherOrg'));
    expect(await assignmentState(staff.id)).toEqual(before);
  });

  it('refuses a primary account and the caller’s own account', async () => {
    const { p1, supplier, manager, token } = await supplierScene();
    const before = await assignmentState(manager.id);
    expect(await updateAs(token, { userId: manager.id, projectIds: [String(p1.id)] })).toMatchObject(refusal('error.user.ownAccount'));
    const secondPrimary = await accountOf(supplier, { userRole: '10', userType: '100' });
    expect(await updateAs(token, { userId: secondPrimary.id, projectIds: [String(p1.id)] })).toMatchObject(
      refusal('error.user.primaryAccount'),
    );
    expect(await assignmentState(manager.id)).toEqual(before);
    expect((await assignmentState(secondPrimary.id)).memberships).toEqual([]);
  });

  it('refuses a project the organisation is not in, or a contractor not in the project, changing nothing', async () => {
    const { p1, p2, p3, c1, staff, token } = await supplierScene();
    await updateAs(token, { userId: staff.id, projectIds: [String(p2.id)] });
    const before = await assignmentState(staff.id);
    const outside = await updateAs(token, { userId: staff.id, projectIds: [String(p1.id), String(p3.id)] });
    expect(outside).toMatchObject({ code: 403, message: formatMessage('zh', 'error.userProjects.outsideOrg', { projectId: p3.id }) });
    const stranger = await orgIn([p3.id], '20');
    const notThere = await updateAs(token, { userId: staff.id, projectIds: [], cbs: [{ projectId: p1.id, cbsId: stranger.id }] });
    expect(notThere.code).toBe(400);
    // p2 has a single contractor: no cbs level to choose from.
    expect((await updateAs(token, { userId: staff.id, projectIds: [], cbs: [{ projectId: p2.id, cbsId: c1.id }] })).code).toBe(400);
    expect(await assignmentState(staff.id)).toEqual(before);
  });

  it("refuses every caller an operating-organisation account's tree and projects (it administers every project)", async () => {
    const { p1 } = await supplierScene();
    const operating = await operatingOrg();
    const staff = await accountOf(operating, { userRole: '50', userType: '0' });
    const { token } = await signedIn('admin');
    const before = await assignmentState(staff.id);
    const read = await call(handler, { path: '/project/supp/user_project_cbs_list', token, query: { userId: String(staff.id) } });
    expect(read).toMatchObject(refusal('error.userProjects.operatingAccount'));
    const body = { userId: staff.id, projectIds: [String(p1.id)] };
    const write = await call(handler, { method: 'POST', path: '/project/supp/user_project_update', token, body });
    expect(write).toMatchObject(refusal('error.userProjects.operatingAccount'));
    expect(await assignmentState(staff.id)).toEqual(before);
  });

  it('lets the administrator assign any organisation’s account', async () => {
    const { p2, staff } = await supplierScene();
    const { token } = await signedIn('admin');
    expect((await updateAs(token, { userId: staff.id, projectIds: [String(p2.id)] })).code).toBe(200);
    expect((await assignmentState(staff.id)).memberships.map((m) => m.projectId)).toEqual([p2.id]);
  });

  it('gives the same result for a double submit, both answered 200', async () => {
    const { p1, p2, staff, token } = await supplierScene();
    const body = { userId: staff.id, projectIds: [String(p1.id), String(p2.id)] };
    const release = readsBeforeWrites(keys.user(staff.id).pk, 2);
    let answers;
    try {
      answers = await Promise.all([updateAs(token, body), updateAs(token, body)]);
    } finally {
      release();
    }
    expect(answers.map((answer) => answer.code)).toEqual([200, 200]);
    const state = await assignmentState(staff.id);
    expect(state.memberships.map((m) => m.projectId)).toEqual([p1.id, p2.id]);
    expect(state.assignedProjectIds).toEqual([p1.id, p2.id]);
    expect(state.version).toBe(staff.version + 1);
  });
});
