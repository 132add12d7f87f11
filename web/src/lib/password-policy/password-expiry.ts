/**
 * Days left to show in the expiry warning, or undefined when no warning is due: only while the
 * password is still valid (expired ones are forced to /find_pwd?k=overdue) and within warnDays.
 */
export function passwordExpiryWarningDays(pwdExpireTime: number, warnDays: number): number | undefined {
  return pwdExpireTime > 0 && pwdExpireTime <= warnDays ? pwdExpireTime : undefined;
}

/** Days since the last change, from the days left under a policy of `maxAgeDays`. */
export function daysSincePasswordChange(pwdExpireTime: number, maxAgeDays: number): number {
  return Math.max(0, maxAgeDays - pwdExpireTime);
}
