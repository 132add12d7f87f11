import { ERROR_CODE, orgChangeRefusal, type OrgChange, type OrgType } from '@sddp/shared';
import type { OrgRecord } from '#entities/org';
import type { Principal } from '#http/types';
import { AppError, forbidden } from '#kit/errors';
import { isOperatingOrg, operatingOrgProtected } from './operating-org';

/** /org/admin/update and /org/admin/state, refused by the shared rule (orgChangeRefusal). */
export function assertMayChangeOrg(principal: Principal, org: OrgRecord, change: OrgChange): void {
  const refusal = orgChangeRefusal(principal, org, change);
  if (refusal === 'operatingOrg') throw operatingOrgProtected();
  if (refusal === 'ownOrg') throw forbidden();
}

/** A project's supplier or contractor list moves only organisations of its kind, never the operating one. */
export function assertProjectListOrg(org: OrgRecord, orgType: OrgType): void {
  if (isOperatingOrg(org)) throw operatingOrgProtected();
  if (org.orgType !== orgType) throw new AppError(ERROR_CODE.invalid, 'error.orgKindMismatch');
}
