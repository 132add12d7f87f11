import { ENABLED_STATE, ERROR_CODE, ORG_TYPE, USER_TYPE, type OrgType } from '@sddp/shared';
import type { OrgSummary } from '../data/org-record';
import type { UserRecord } from '../data/users';
import { AppError } from '../errors';
import { isOperatingOrg } from './operating-org';

/** Spec §2.15: passwords go to the organisations of a project, which are suppliers and contractors. */
const RECIPIENT_ORG_TYPES: readonly OrgType[] = [ORG_TYPE.supplier, ORG_TYPE.contractor];

const notARecipient = () => new AppError(ERROR_CODE.forbidden, 'error.passwordTarget');

/** A supplier or contractor (never the operating organisation): the kinds of organisation a project's passwords go to. */
export const isPasswordOrgKind = (org: OrgSummary) => !isOperatingOrg(org) && RECIPIENT_ORG_TYPES.includes(org.orgType);

/**
 * An enabled supplier or contractor that has joined the project; without a project (spec §7's
 * send_pwd_single passes only userId) one that has joined any project.
 */
export function receivesPasswords(org: OrgSummary, projectId: number | undefined): boolean {
  if (!isPasswordOrgKind(org) || org.state !== ENABLED_STATE.enabled) return false;
  return projectId === undefined ? Object.keys(org.projects).length > 0 : Boolean(org.projects[String(projectId)]);
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
