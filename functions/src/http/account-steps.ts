import type { PendingStep } from '@sddp/shared';
import type { UserRecord } from '#entities/user';
import { configuredPasswordPolicy } from '#kit/password-policy';
import { DAY_MS } from '#kit/time';

/** Days until the password reaches the policy's maximum age; 0 or negative once it has. */
export function daysUntilPasswordExpires(pwdChangedAt: string, now = new Date()): number {
  const age = Math.floor((now.getTime() - new Date(pwdChangedAt).getTime()) / DAY_MS);
  return configuredPasswordPolicy().maxAgeDays - age;
}

/** The daily job's flag, or the age itself for a password that expired since the job last ran. */
export function isPasswordExpired(user: Pick<UserRecord, 'pwdExpired' | 'pwdChangedAt'>, now = new Date()): boolean {
  return Boolean(user.pwdExpired) || daysUntilPasswordExpires(user.pwdChangedAt, now) <= 0;
}

/** The step of the account lifecycle this account must finish first, in the order the web forces them. */
export function pendingStep(user: UserRecord, now = new Date()): PendingStep | undefined {
  if (user.mustChangePassword || isPasswordExpired(user, now)) return 'changePassword';
  if (!user.email) return 'completeInfo';
  return undefined;
}
