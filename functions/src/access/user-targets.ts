import { ERROR_CODE, userActionRefusal, type UserAction } from '@sddp/shared';
import type { UserRecord } from '#entities/user';
import type { Principal } from '#http/types';
import { AppError } from '#kit/errors';

export type { UserAction } from '@sddp/shared';

export const userNotFound = () => new AppError(ERROR_CODE.notFound, 'error.userNotFound');
export const primaryAccountProtected = () => new AppError(ERROR_CODE.forbidden, 'error.user.primaryAccount');
export const projectNotInOrg = () => new AppError(ERROR_CODE.forbidden, 'error.user.projectNotInOrg');

/** Refuses a user-management call by the shared rule (userActionRefusal), on the record as read, before anything is written. */
export function assertMayActOn(principal: Principal, target: UserRecord | undefined, action: UserAction): asserts target is UserRecord {
  if (!target) throw userNotFound();
  const refusal = userActionRefusal(principal, target, action);
  if (refusal) throw new AppError(ERROR_CODE.forbidden, `error.user.${refusal}`);
}
