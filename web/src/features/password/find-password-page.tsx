import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ShieldAlertIcon, TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AuthPanel } from '@/components/brand/auth-panel';
import { ResetPasswordForm } from '@/components/password/reset-password-form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { toast } from '@/components/ui/toast';
import { changePassword, type PasswordPair } from '@/lib/account/change-password';
import { userInfoQueryOptions } from '@/lib/session/session-queries';
import { getToken } from '@/lib/session/token';
import { resetForgottenPassword } from './api/password-reset';

/** The k of an expired password (spec §2.2), as opposed to an e-mailed reset key. */
export const OVERDUE_KEY = 'overdue';

interface FindPasswordPageProps {
  linkKey: string | undefined;
  /** After a reset through the e-mailed link: back to sign-in. */
  onReset: () => void;
}

/** Spec §2.7: k=overdue changes an expired password; any other k is a reset-link key. */
export function FindPasswordPage({ linkKey, onReset }: FindPasswordPageProps) {
  if (linkKey === OVERDUE_KEY) return <ExpiredPassword />;
  if (linkKey) return <ResetByLink linkKey={linkKey} onReset={onReset} />;
  return <InvalidLink />;
}

function ExpiredPassword() {
  const { t } = useTranslation();
  const { data: info } = useQuery({ ...userInfoQueryOptions(), enabled: !!getToken() });
  return (
    <AuthPanel title={t('ui.findPassword.changeTitle')}>
      <Alert variant="warning">
        <ShieldAlertIcon aria-hidden />
        <AlertDescription>{t('message.passwordExpired')}</AlertDescription>
      </Alert>
      <ResetPasswordForm idPrefix="find-password" stripWhitespace pwdExpireTime={info?.pwdExpireTime} onSubmit={changePassword} />
    </AuthPanel>
  );
}

function ResetByLink({ linkKey, onReset }: { linkKey: string; onReset: () => void }) {
  const { t } = useTranslation();
  const submit = async (values: PasswordPair) => {
    await resetForgottenPassword({ ...values, key: linkKey });
    toast.success(t('message.passwordChanged.updated'));
    onReset();
  };
  return (
    <AuthPanel title={t('route.findPassword')}>
      <ResetPasswordForm idPrefix="find-password" stripWhitespace onSubmit={submit} />
    </AuthPanel>
  );
}

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <AuthPanel title={t('route.findPassword')}>
      <Alert variant="destructive">
        <TriangleAlertIcon aria-hidden />
        <AlertDescription>{t('error.resetLinkInvalid')}</AlertDescription>
      </Alert>
      <Link to="/getPassIndex" className="text-center text-sm text-primary hover:underline">
        {t('ui.findPassword.requestLink')}
      </Link>
    </AuthPanel>
  );
}
