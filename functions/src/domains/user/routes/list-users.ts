import { isPlatformAdmin, userList, userSuppList } from '@sddp/shared';
import { listUsers, type UserFilter } from '#entities/user';
import { route } from '#http/route';
import { type Principal } from '#http/types';
import { pageRows } from '../data/user-rows';

/** The administrator's filters (§2.16) over every account; a user manager's (§2.18) over its organisation's. */
export function scopedUserFilter(principal: Principal, input: UserFilter): UserFilter {
  if (isPlatformAdmin(principal)) {
    const { linkman, orgName, userCode, linkPhone, userRole, projectId } = input;
    return { linkman, orgName, userCode, linkPhone, userRole, projectId };
  }
  return { orgId: principal.user.orgId, linkman: input.linkman, projectId: input.projectId };
}

export const listUsersRoute = route(userList, async ({ input, principal, language }) => {
  const page = await listUsers(scopedUserFilter(principal, input), input.page, input.limit);
  return { rows: await pageRows(page, language), total: page.total };
});

export const listSuppUsersRoute = route(userSuppList, async ({ input, principal, language }) => {
  const filter = { orgId: principal.user.orgId, linkman: input.linkman, projectId: input.projectId };
  const page = await listUsers(filter, input.page, input.limit);
  return { rows: await pageRows(page, language), total: page.total };
});
