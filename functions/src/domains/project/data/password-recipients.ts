import { ENABLED_STATE, ERROR_CODE, receivesPasswords as reachesOrg, USER_TYPE } from '@sddp/shared';
import type { OrgSummary } from '#entities/org';
import type { UserRecord } from '#entities/user';
import { AppError } from '#kit/errors';

export { isPasswordOrgKind } from '@sddp/shared';

const notARecipient = () => new AppError(ERROR_CODE.forbidden, 'error.passwordTarget');

/**
 * The shared rule (an enabled supplier or contractor that has joined the project); without a project (spec §7's
 * send_pwd_single passes only userId) one that has joined any project.
 */
export function receivesPasswords(org: OrgSummary, projectId: number | undefined): boolean {
  const joined = projectId === undefined ? Object.keys(org.projects).length > 0 : Boolean(org.projects[String(projectId)]);
  return reachesOrg(org, joined);
}

/** send_pwd_single by userId: an enabled primary account of a receiving organisation. */
export function assertPasswordRecipient(
  user: UserRecord,
  org: OrgSummary | undefined,
  projectId: number | undefined,
): asserts org is OrgSummary {
  if (user.userType !== USER_TYPE.primary || user.orgId !== org?.id || !receivesPasswords(org, projectId)) throw notARecipient();
  if (user.state !== ENABLED_STATE.enabled) throw new AppError(ERROR_CODE.forbidden, 'error.targetDisabled');
}

/** send_pwd_single by orgId: a receiving organisation of the named project (the contract requires one). */
export function assertPasswordOrg(org: OrgSummary, projectId: number | undefined): void {
  if (!receivesPasswords(org, projectId)) throw notARecipient();
}
