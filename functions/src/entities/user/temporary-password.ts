import type { Language, TemporaryPassword } from '@sddp/shared';
import { freshInitialPassword } from '#kit/crypto/initial-password';
import { hashPassword, prehashPassword } from '#kit/crypto/password';
import { createLogger } from '#kit/logger';
import { NotifyTransportError } from '#kit/notify';
import { configuredPasswordPolicy } from '#kit/password-policy';
import type { PasswordContext } from '#kit/password-screen/screen-password';
import { accountLanguage } from './account-language';
import { TEMPORARY_PASSWORD_HOURS } from './temporary-password-hours';
import { sendTemporaryPasswordMail, type TemporaryPasswordReason } from './temporary-password-mail';
import { setTemporaryPassword } from './user-updates';
import type { UserRecord } from './users';

const HOUR_MS = 3_600_000;
const logger = createLogger({ module: 'temporary-password' });

/** The record fields that make a password the account's temporary one (it must be changed; older sessions end). */
export interface TemporaryPasswordFields {
  passwordHash: string;
  mustChangePassword: true;
  pwdChangedAt: string;
  tempPasswordExpiresAt: string;
  sessionsValidFrom: string;
}

export interface IssuedTemporaryPassword {
  plain: string;
  expiresAt: string;
  fields: TemporaryPasswordFields;
}

/** A fresh random password (meets the configured password policy) and the record fields that make it the account's temporary password. */
export async function newTemporaryPassword(now: Date = new Date()): Promise<IssuedTemporaryPassword> {
  return issue(now, {});
}

async function issue(now: Date, context: PasswordContext): Promise<IssuedTemporaryPassword> {
  const plain = freshInitialPassword(context);
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + TEMPORARY_PASSWORD_HOURS * HOUR_MS).toISOString();
  const passwordHash = await hashPassword(prehashPassword(plain));
  return {
    plain,
    expiresAt,
    fields: { passwordHash, mustChangePassword: true, pwdChangedAt: at, tempPasswordExpiresAt: expiresAt, sessionsValidFrom: at },
  };
}

/**
 * A new temporary password written on an existing account (versioned: a lost race is a 409 and
 * changes nothing; the old password joins the history; its sessions end), not yet mailed.
 */
export async function setNewTemporaryPassword(user: UserRecord, now: Date = new Date()): Promise<IssuedTemporaryPassword> {
  const issued = await issue(now, user);
  await setTemporaryPassword(user, issued.fields, { history: configuredPasswordPolicy().history });
  return issued;
}

/**
 * E-mails it to the account in the account's language (that of its last sign-in, else `fallback`);
 * answers the address used: '' when the account has no e-mail (nothing is sent) or the mail could not
 * be sent, so that the administrator, who is shown the password once, knows to pass it on.
 */
export async function mailTemporaryPassword(
  user: UserRecord,
  plain: string,
  expiresAt: string,
  reason: TemporaryPasswordReason,
  fallback?: Language,
): Promise<string> {
  if (!user.email) return '';
  try {
    await sendTemporaryPasswordMail(user, { plain, expiresAt, reason, language: accountLanguage(user, fallback) });
    return user.email;
  } catch (error) {
    if (!(error instanceof NotifyTransportError)) throw error;
    logger.warn('temporary password not mailed', { userId: user.id, reason, error: error.message });
    return '';
  }
}

/** A new temporary password on an existing account (versioned write; its sessions end), mailed; answers it for the administrator. */
export async function resetToTemporaryPassword(user: UserRecord, now: Date = new Date()): Promise<TemporaryPassword> {
  const { plain, expiresAt } = await setNewTemporaryPassword(user, now);
  const mailedTo = await mailTemporaryPassword(user, plain, expiresAt, 'reset');
  return { userId: user.id, userCode: user.userCode, temporaryPassword: plain, expiresAt, mailedTo };
}
