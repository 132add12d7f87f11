import { TriangleAlertIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { passwordExpiryWarningDays } from '@/lib/password-policy/password-expiry';
import { usePasswordPolicy } from '@/lib/password-policy/password-policy-query';

const DISMISSED_KEY = 'passwordExpiryNoticeDismissed';

/** Spec §2.8: within the policy's warning window, a notice that the password expires in n days. */
export function PasswordExpiryBanner({ pwdExpireTime }: { pwdExpireTime: number }) {
  const { t } = useTranslation();
  const policy = usePasswordPolicy();
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === String(pwdExpireTime));
  const days = passwordExpiryWarningDays(pwdExpireTime, policy.warnDays);
  if (days === undefined || dismissed) return null;

  const dismiss = () => {
    // Per day left: the next day's warning shows again.
    sessionStorage.setItem(DISMISSED_KEY, String(pwdExpireTime));
    setDismissed(true);
  };

  return (
    <Alert variant="warning" role="status" className="flex items-center gap-3 rounded-none border-x-0 border-t-0 px-4 py-2">
      <TriangleAlertIcon aria-hidden className="shrink-0" />
      <AlertDescription className="flex-1">{t('message.passwordExpiresIn', { n: days })}</AlertDescription>
      <Button variant="ghost" size="icon" className="size-7 shrink-0" onClick={dismiss} aria-label={t('ui.passwordExpiry.dismiss')}>
        <XIcon aria-hidden />
      </Button>
    </Alert>
  );
}
