import { useTranslation } from 'react-i18next';
import { AuthPanel } from '@/components/brand/auth-panel';
import { ResetPasswordForm } from '@/components/password/reset-password-form';
import { changePassword } from '@/lib/account/change-password';

const INPUT_NAMES = { password: 'password', confirm: 'confirmPassword' };

/** Spec §2.8: forced on first login (loginPwdState '1'); the initial password must go. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthPanel title={t('route.resetPassword')} description={t('ui.resetPassword.intro')}>
      <ResetPasswordForm idPrefix="reset-password" inputNames={INPUT_NAMES} onSubmit={changePassword} />
    </AuthPanel>
  );
}
