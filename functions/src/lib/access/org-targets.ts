import { ENABLED_STATE, ERROR_CODE, type EnabledState, type OrgType } from '@sddp/shared';
import type { OrgRecord } from '../data/orgs';
import { AppError, forbidden } from '../errors';
import type { Principal } from '../http/types';
import { isOperatingOrg, operatingOrgProtected } from './operating-org';

export interface OrgChange {
  orgName?: string;
  state?: EnabledState;
}

/**
 * /org/admin/update and /org/admin/state: nobody disables the operating organisation or their own
 * (that would lock the administrators out); only admin renames the operating organisation.
 */
export function assertMayChangeOrg(principal: Principal, org: OrgRecord, change: OrgChange): void {
  const disabling = change.state === ENABLED_STATE.disabled;
  if (disabling && isOperatingOrg(org)) throw operatingOrgProtected();
  if (disabling && org.id === principal.user.orgId) throw forbidden();
  const renaming = change.orgName !== undefined && change.orgName !== org.orgName;
  if (renaming && isOperatingOrg(org) && !principal.permissions.includes('admin')) throw operatingOrgProtected();
}

/** A project's supplier or contractor list moves only organisations of its kind, never the operating one. */
export function assertProjectListOrg(org: OrgRecord, orgType: OrgType): void {
  if (isOperatingOrg(org)) throw operatingOrgProtected();
  if (org.orgType !== orgType) throw new AppError(ERROR_CODE.invalid, 'error.orgKindMismatch');
}
