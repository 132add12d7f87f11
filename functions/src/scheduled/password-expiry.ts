import { allUsers, setPasswordExpired } from '#entities/user';
import { daysUntilPasswordExpires } from '#http/account-steps';
import { declareSettings } from '#kit/config';
import { createLogger } from '#kit/logger';
import { backgroundHandler } from '#kit/metrics/background-handler';

declareSettings(['TABLE_NAME']);

export interface PasswordExpiryResult {
  scanned: number;
  flagged: number;
  cleared: number;
}

/**
 * Flags every account whose password is past the policy's maximum age (pwdExpireState '1') and clears
 * the flag where a password was changed since. Idempotent: a second run changes nothing.
 */
export async function runPasswordExpiry(now = new Date()): Promise<PasswordExpiryResult> {
  const result: PasswordExpiryResult = { scanned: 0, flagged: 0, cleared: 0 };
  for await (const users of allUsers()) {
    for (const user of users) {
      result.scanned += 1;
      const expired = daysUntilPasswordExpires(user.pwdChangedAt, now) <= 0;
      if (expired === Boolean(user.pwdExpired)) continue;
      if (await setPasswordExpired(user.id, expired, user.pwdChangedAt)) result[expired ? 'flagged' : 'cleared'] += 1;
    }
  }
  return result;
}

/** The scheduled Lambda (EventBridge Scheduler, daily). */
export const handler = backgroundHandler('password-expiry', async (): Promise<PasswordExpiryResult> => {
  const result = await runPasswordExpiry();
  createLogger({ job: 'password-expiry' }).info('password expiry job finished', { ...result });
  return result;
});
