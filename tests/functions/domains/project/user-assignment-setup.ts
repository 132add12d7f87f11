import type { UserProjectTreeItem } from '@sddp/shared';
import { handler } from '#domains/project/handler';
import { membershipsOfUser } from '#entities/project';
import { call } from '#test/api-event';
import { createTestProject, createTestUser, getItem, keys, uniqueCode } from '#test/fixtures';
import { createTestOrg } from '#test/orgs';
import { tokenFor } from '#test/sign-in';

const joined = (projectIds: number[]) => Object.fromEntries(projectIds.map((id) => [String(id), new Date().toISOString()]));

export const orgIn = (projectIds: number[], orgType: '10' | '20' | '90' = '10') =>
  createTestOrg({
    orgType,
    orgName: uniqueCode('org'),
    ...(orgType === '10' ? {} : { orgCode: `K${uniqueCode('k').slice(2, 9)}` }),
    projects: joined(projectIds),
  });

type Org = { id: number; orgName: string };
export const accountOf = (org: Org, fields: Parameters<typeof createTestUser>[0] = {}) =>
  createTestUser({ orgId: org.id, orgName: org.orgName, linkman: uniqueCode('staff'), ...fields });

/**
 * A supplier in p1 (two contractors: the cbs level) and p2 (one contractor), and p3 it is not in; its
 * primary account (the user manager, userAdmin) and a staff account; another supplier with its manager.
 */
export async function supplierScene() {
  const [p1, p2, p3] = [await createTestProject('20'), await createTestProject('20'), await createTestProject('20')];
  const supplier = await orgIn([p1.id, p2.id]);
  const [c1, c2] = [await orgIn([p1.id], '20'), await orgIn([p1.id, p2.id], '20')];
  const manager = await accountOf(supplier, { userRole: '10', userType: '100' });
  const staff = await accountOf(supplier, { userRole: '10', userType: '0' });
  const otherSupplier = await orgIn([p1.id]);
  const otherManager = await accountOf(otherSupplier, { userRole: '10', userType: '100' });
  return { p1, p2, p3, supplier, c1, c2, manager, staff, otherSupplier, otherManager, token: await tokenFor(manager.userCode) };
}

export const treeAs = (token: string, userId: number, language?: string) =>
  call<UserProjectTreeItem[]>(handler, {
    path: '/project/supp/user_project_cbs_list',
    token,
    query: { userId: String(userId) },
    ...(language ? { language } : {}),
  });

export const updateAs = (token: string, body: Record<string, unknown>) =>
  call<{ userId: number; projectIds: number[] }>(handler, { method: 'POST', path: '/project/supp/user_project_update', token, body });

/** What a refused call must leave as it was: the memberships and the record. */
export async function assignmentState(userId: number) {
  const memberships = (await membershipsOfUser(userId)).map(({ projectId, cbsIds, auditRoles }) => ({ projectId, cbsIds, auditRoles }));
  const record = await getItem(keys.user(userId));
  return {
    memberships: memberships.sort((a, b) => a.projectId - b.projectId),
    version: record?.version,
    assignedProjectIds: record?.assignedProjectIds,
  };
}
