import { ERROR_CODE, USER_TYPE } from '@sddp/shared';
import { requireOrg, type OrgRecord } from '#entities/org';
import { readUserNow, type UserRecord } from '#entities/user';
import type { Principal } from '#http/types';
import { AppError } from '#kit/errors';
import { isOperatingOrg } from './operating-org';
import { assertMayActOn, primaryAccountProtected } from './user-targets';

const operatingAccount = () => new AppError(ERROR_CODE.forbidden, 'error.userProjects.operatingAccount');

/**
 * Whose project assignments a caller may change: the user domain's rule for 'projects' (the
 * administrator any account's, a user manager only its own organisation's; nobody their own nor a
 * primary account's, which takes part in all of its organisation's projects), and never an operating-
 * organisation account's (it administers every project).
 */
export function assertAssignmentTarget(
  principal: Principal,
  target: UserRecord | undefined,
  targetOrg: { id: number; orgType: string },
): void {
  assertMayActOn(principal, target, 'projects');
  if (isOperatingOrg(targetOrg)) throw operatingAccount();
}

/** The account and its organisation, once the caller may change its assignments (404 when there is no such account). */
export async function loadAssignmentTarget(principal: Principal, userId: number): Promise<{ user: UserRecord; org: OrgRecord }> {
  const user = await readUserNow(userId);
  assertMayActOn(principal, user, 'projects');
  const org = await requireOrg(user.orgId);
  assertAssignmentTarget(principal, user, org);
  return { user, org };
}

/** /project/remove_user: names only an account that can be assigned (never a primary or an operating-organisation one). */
export function assertAssignableAccount(target: UserRecord, targetOrg: { id: number; orgType: string }): void {
  if (target.userType === USER_TYPE.primary) throw primaryAccountProtected();
  if (isOperatingOrg(targetOrg)) throw operatingAccount();
}

/**
 * /project/change_user: an administrator assigns to a project only non-primary accounts of the
 * organisations in it (a primary account takes part in all of them anyway; the operating
 * organisation's accounts administer every project and are never in the set).
 */
export function assertProjectMemberTarget(target: UserRecord, orgIdsInProject: ReadonlySet<number>, projectId: number): void {
  if (target.userType === USER_TYPE.primary) throw primaryAccountProtected();
  if (!orgIdsInProject.has(target.orgId))
    throw new AppError(ERROR_CODE.forbidden, 'error.userProjects.outsideOrg', { params: { projectId } });
}
