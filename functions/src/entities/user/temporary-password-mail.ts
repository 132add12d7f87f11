import { formatMessage, type Language } from '@sddp/shared';
import { config } from '#kit/config';
import { sendEmail } from '#kit/notify';
import { TEMPORARY_PASSWORD_HOURS } from './temporary-password-hours';
import type { UserRecord } from './users';

/** Why the account has a temporary password: a new account (or a project's first send), or an administrator's reset. */
export type TemporaryPasswordReason = 'created' | 'reset';

/** China Standard Time has no daylight saving: a fixed offset is exact. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** '2026-11-24 15:30', the wall clock in China Standard Time, the product's users' time. */
export function chinaWallClock(iso: string): string {
  return new Date(Date.parse(iso) + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * The mail that hands an account its temporary password: the account, the password, until when it
 * signs in, and that it must be changed. A failed send throws (NotifyTransportError).
 */
export async function sendTemporaryPasswordMail(
  user: Pick<UserRecord, 'email' | 'linkman' | 'userCode'>,
  mail: { plain: string; expiresAt: string; reason: TemporaryPasswordReason; language: Language },
): Promise<void> {
  const { language, reason } = mail;
  await sendEmail({
    to: user.email,
    subject: formatMessage(language, `notify.temporaryPassword.${reason}.subject`),
    text: formatMessage(language, `notify.temporaryPassword.${reason}.text`, {
      linkman: user.linkman || user.userCode,
      userCode: user.userCode,
      password: mail.plain,
      expiresAt: chinaWallClock(mail.expiresAt),
      hours: TEMPORARY_PASSWORD_HOURS,
      link: `${config().PUBLIC_URL}/login`,
    }),
  });
}
