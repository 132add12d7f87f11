import type { Language, TemporaryPassword } from '@sddp/shared';
import { type UserRecord, mailTemporaryPassword, type IssuedTemporaryPassword } from '#entities/user';

/** The new account's temporary password, e-mailed to it (in the creator's language until it signs in) and answered once. */
export async function mailCreated(user: UserRecord, temporary: IssuedTemporaryPassword, language: Language): Promise<TemporaryPassword> {
  const mailedTo = await mailTemporaryPassword(user, temporary.plain, temporary.expiresAt, 'created', language);
  return { userId: user.id, userCode: user.userCode, temporaryPassword: temporary.plain, expiresAt: temporary.expiresAt, mailedTo };
}
