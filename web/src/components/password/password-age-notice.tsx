import { ClockIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { daysSincePasswordChange } from '@/lib/password-policy/password-expiry';
import { usePasswordPolicy } from '@/lib/password-policy/password-policy-query';

/**
 * Spec §2.8: the form shows the password's age. While it is still valid, the days left; once
 * expired, how long it has gone unchanged.
 */
export function PasswordAgeNotice({ pwdExpireTime }: { pwdExpireTime: number }) {
  const { t } = useTranslation();
  const policy = usePasswordPolicy();
  const text =
    pwdExpireTime > 0
      ? t('message.passwordExpiresIn', { n: pwdExpireTime })
      : t('message.passwordNotChanged', { days: daysSincePasswordChange(pwdExpireTime, policy.maxAgeDays) });
  return (
    <Alert variant={pwdExpireTime > 0 ? 'info' : 'warning'} role="status">
      <ClockIcon aria-hidden />
      <AlertDescription>{text}</AlertDescription>
    </Alert>
  );
}
