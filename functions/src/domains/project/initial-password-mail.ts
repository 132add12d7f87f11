import { formatMessage, type Language } from '@sddp/shared';
import { config } from '../../lib/config';
import { freshInitialPassword } from '../../lib/crypto/initial-password';
import { hashPassword, prehashPassword } from '../../lib/crypto/password';
import { setInitialPassword } from '../../lib/data/user-updates';
import type { UserRecord } from '../../lib/data/users';
import { sendEmail } from '../../lib/notify';
import { configuredPasswordPolicy } from '../../lib/password-policy';

/**
 * A new random initial password (it must be changed at the next sign-in, and the account's open
 * sessions end) and an e-mail naming the account and the password.
 */
export async function mailInitialPassword(user: UserRecord, language: Language): Promise<void> {
  const password = freshInitialPassword(user);
  await setInitialPassword(user, await hashPassword(prehashPassword(password)), { history: configuredPasswordPolicy().history });
  await sendEmail({
    to: user.email,
    subject: formatMessage(language, 'notify.initialPassword.subject'),
    text: formatMessage(language, 'notify.initialPassword.text', {
      linkman: user.linkman || user.userCode,
      userCode: user.userCode,
      password,
      link: `${config().PUBLIC_URL}/login`,
    }),
  });
}
