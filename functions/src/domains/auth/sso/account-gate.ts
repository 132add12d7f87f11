import { ENABLED_STATE, ERROR_CODE } from '@sddp/shared';
import type { SignInFailureReason } from '@sddp/shared/metrics';
import { findUserByCode, type UserRecord } from '#entities/user';
import { AppError } from '#kit/errors';
import { isLocked } from '../data/login-failures';
import { signInRefused } from '../routes/sign-in-refusals';

const accountRefused = (reason: SignInFailureReason) => signInRefused(reason, new AppError(ERROR_CODE.invalid, 'error.sso.accountRefused'));

/**
 * The account an outside assertion (a verified ID token, a partner's signed hand-off) names: unknown,
 * disabled or locked all get the one refusal, so the answer does not tell which accounts exist.
 */
export async function accountForAssertion(userName: string): Promise<UserRecord> {
  const user = await findUserByCode(userName);
  if (!user) throw accountRefused('unknownAccount');
  if (user.state !== ENABLED_STATE.enabled) throw accountRefused('disabled');
  if (await isLocked(user.userCode)) throw accountRefused('locked');
  return user;
}
