import { describe, expect, it } from 'vitest';
import type { UserRow } from '@sddp/shared';
import { handler } from '#domains/user/handler';
import { call } from '#test/api-event';
import { tokenFor } from '#test/sign-in';
import { refusal } from '#test/targets';
import { assignmentState, supplierScene } from './user-assignment-setup';

const updateRole = (token: string, body: Record<string, unknown>) =>
  call<UserRow>(handler, { method: 'POST', path: '/user/admin/manage/update_user_project_role', token, body });

describe('the multi-select reading (update_user_project_role)', () => {
  it('replaces the account’s projects as user_project_update does and answers its row', async () => {
    const { p1, p2, staff, token } = await supplierScene();
    const first = await updateRole(token, { userId: staff.id, projectIds: [String(p1.id), String(p2.id)] });
    expect(first.code).toBe(200);
    expect(first.result.projectList.map((project) => project.id).sort()).toEqual([p1.id, p2.id].sort());
    await updateRole(token, { userId: staff.id, projectIds: [String(p2.id)] });
    expect((await assignmentState(staff.id)).memberships.map((m) => m.projectId)).toEqual([p2.id]);
  });

  it('keeps the same rules: another organisation, a project outside it, a primary account', async () => {
    const { p2, p3, manager, staff, token, otherManager } = await supplierScene();
    await updateRole(token, { userId: staff.id, projectIds: [String(p2.id)] });
    const before = await assignmentState(staff.id);
    expect(await updateRole(await tokenFor(otherManager.userCode), { userId: staff.id, projectIds: [] })).toMatchObject(
      refusal('error.user.otherOrg'),
    );
    expect((await updateRole(token, { userId: staff.id, projectIds: [String(p3.id)] })).code).toBe(403);
    expect(await updateRole(token, { userId: manager.id, projectIds: [String(p2.id)] })).toMatchObject(refusal('error.user.ownAccount'));
    expect(await assignmentState(staff.id)).toEqual(before);
  });
});
