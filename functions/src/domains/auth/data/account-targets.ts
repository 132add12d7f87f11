import { ENABLED_STATE, ERROR_CODE, USER_ROLE } from '@sddp/shared';
import { isOperatingOrg } from '#access/operating-org';
import type { OrgRecord } from '#entities/org';
import type { UserRecord } from '#entities/user';
import { AppError, forbidden } from '#kit/errors';

/**
 * /auth/fenjihao_key: a link signs in without a password, so it is issued only for enabled accounts
 * outside the operating organisation; administrators sign in with their password (docs/decisions.md).
 */
export function assertExtensionKeyTarget(user: UserRecord, org: OrgRecord | undefined): void {
  if (user.userRole === USER_ROLE.admin || isOperatingOrg({ id: user.orgId, orgType: org?.orgType ?? '' })) throw forbidden();
  if (user.state !== ENABLED_STATE.enabled) throw new AppError(ERROR_CODE.forbidden, 'error.targetDisabled');
}
