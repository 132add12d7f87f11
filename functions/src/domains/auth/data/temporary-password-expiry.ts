import { ERROR_CODE } from '@sddp/shared';
import { type UserRecord, TEMPORARY_PASSWORD_HOURS } from '#entities/user';
import { AppError } from '#kit/errors';

/**
 * Whether the account's password is a temporary one past its expiry. Only while it must still be
 * changed: the change clears mustChangePassword, after which the expiry no longer applies.
 */
export function temporaryPasswordExpired(
  user: Pick<UserRecord, 'mustChangePassword' | 'tempPasswordExpiresAt'>,
  now: Date = new Date(),
): boolean {
  return user.mustChangePassword && user.tempPasswordExpiresAt !== undefined && now.getTime() >= Date.parse(user.tempPasswordExpiresAt);
}

/** For a sign-in that checked the password: the refusal of an expired temporary password, naming what to do. */
export const temporaryPasswordExpiredError = () =>
  new AppError(ERROR_CODE.invalid, 'error.temporaryPasswordExpired', { params: { hours: TEMPORARY_PASSWORD_HOURS } });
