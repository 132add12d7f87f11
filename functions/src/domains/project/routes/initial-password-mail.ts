import type { Language } from '@sddp/shared';
import { type UserRecord, accountLanguage, setNewTemporaryPassword, sendTemporaryPasswordMail } from '#entities/user';

/**
 * A new temporary password (valid 72 hours, to be changed at the next sign-in; the account's open
 * sessions end) and an e-mail naming the account, the password and its expiry, in the account's
 * language or, before its first sign-in, the sender's. A failed send throws: the send reports it.
 */
export async function mailInitialPassword(user: UserRecord, language: Language): Promise<void> {
  const { plain, expiresAt } = await setNewTemporaryPassword(user);
  await sendTemporaryPasswordMail(user, { plain, expiresAt, reason: 'created', language: accountLanguage(user, language) });
}
