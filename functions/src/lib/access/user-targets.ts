import { ERROR_CODE, USER_TYPE } from '@sddp/shared';
import type { UserRecord } from '../data/users';
import { AppError } from '../errors';
import type { Principal } from '../http/types';

/** What a user-management call does to the account it names. */
export type UserAction = 'view' | 'edit' | 'state' | 'reset' | 'delete' | 'projects' | 'signOut';

export const userNotFound = () => new AppError(ERROR_CODE.notFound, 'error.userNotFound');
export const otherOrgAccount = () => new AppError(ERROR_CODE.forbidden, 'error.user.otherOrg');
export const primaryAccountProtected = () => new AppError(ERROR_CODE.forbidden, 'error.user.primaryAccount');
export const projectNotInOrg = () => new AppError(ERROR_CODE.forbidden, 'error.user.projectNotInOrg');
export const ownAccountProtected = () => new AppError(ERROR_CODE.forbidden, 'error.user.ownAccount');

/** Whether the caller manages every account (the operating organisation's administrator). */
export const managesEveryAccount = (principal: Principal) => principal.permissions.includes('admin');

/**
 * Who may act on which account (docs/decisions.md "Who manages which account (issue 12)"): the administrator on
 * every account; a user manager (userManage) or a supplier's primary account (userAdmin) only on the
 * accounts of its own organisation. Nobody changes a primary account (userType '100': its contact is
 * its organisation's, its projects all of the organisation's) or their own account through the
 * user-management calls. Checked on the record as read, before anything is written.
 */
export function assertMayActOn(principal: Principal, target: UserRecord | undefined, action: UserAction): asserts target is UserRecord {
  if (!target) throw userNotFound();
  if (!managesEveryAccount(principal) && target.orgId !== principal.user.orgId) throw otherOrgAccount();
  if (action === 'view' || action === 'signOut') return;
  if (target.id === principal.user.id) throw ownAccountProtected();
  if (target.userType === USER_TYPE.primary) throw primaryAccountProtected();
}
