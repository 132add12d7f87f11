import { ENABLED_STATE, ERROR_CODE } from '@sddp/shared';
import { findUserByCode, type UserRecord } from '#entities/user';
import { AppError } from '#kit/errors';
import { isLocked } from '../data/login-failures';

/**
 * The account an outside assertion (a verified ID token, a partner's signed hand-off) names: unknown,
 * disabled or locked all get the one refusal, so the answer does not tell which accounts exist.
 */
export async function accountForAssertion(userName: string): Promise<UserRecord> {
  const user = await findUserByCode(userName);
  if (!user || user.state !== ENABLED_STATE.enabled || (await isLocked(user.userCode))) {
    throw new AppError(ERROR_CODE.invalid, 'error.sso.accountRefused');
  }
  return user;
}
