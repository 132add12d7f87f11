import type { UserRow } from '@sddp/shared';
import { handler } from '#domains/user/handler';
import { getOrg, setOrgInProject } from '#entities/org';
import type { UserRecord } from '#entities/user';
import { call, type CallOptions } from '#test/api-event';
import { createTestProject, createTestUser, uniqueCode } from '#test/fixtures';
import { createTestOrg } from '#test/orgs';
import { tokenFor } from '#test/sign-in';

export { handler };

/** A call of the user domain's handler. */
export const userCall = <T>(options: CallOptions) => call<T>(handler, options);

export const listUsers = (token: string, query: Record<string, string> = {}, path = '/user/admin/manage/list') =>
  userCall<{ rows: UserRow[]; total: number }>({ path, token, query: { limit: '100', ...query } });

/**
 * An organisation of the given kind in two fresh projects, its user manager (signed in) and two
 * ordinary accounts: one assigned to the first project, one to none.
 */
export async function managedOrg(options: { orgType?: '10' | '20' | '90'; id?: number } = {}) {
  const orgType = options.orgType ?? '20';
  const [first, second] = [await createTestProject(), await createTestProject()];
  const marker = uniqueCode('org');
  const now = new Date().toISOString();
  const projects = { [String(first.id)]: now, [String(second.id)]: now };
  const existing = options.id !== undefined ? await getOrg(options.id) : undefined;
  // A fixed id (53) may exist from an earlier test of the run: it joins this test's projects too.
  if (existing) for (const project of [first, second]) await setOrgInProject(existing.id, project.id, true);
  const org = existing
    ? (await getOrg(existing.id))!
    : await createTestOrg({ orgName: `${marker} 机构`, orgType, projects, ...(options.id ? { id: options.id } : {}) });
  const base = { orgId: org.id, orgName: org.orgName, userRole: orgType };
  const manager = await createTestUser({
    ...base,
    userType: orgType === '10' ? '100' : '99',
    linkman: `${marker} 经理`,
    assignedProjectIds: [],
  });
  const assigned = await member(base, `${marker} 张三`, [first.id]);
  const unassigned = await member(base, `${marker} 李四`, []);
  return { org, marker, first, second, manager, assigned, unassigned, token: await tokenFor(manager.userCode) };
}

/** An ordinary account of the organisation with its assignments (memberships and the record's copy). */
export const member = (base: Pick<UserRecord, 'orgId' | 'orgName' | 'userRole'>, linkman: string, projectIds: number[]) =>
  createTestUser({ ...base, userType: '', linkman, projectIds, assignedProjectIds: projectIds });
