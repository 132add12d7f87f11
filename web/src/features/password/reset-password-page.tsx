import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AuthPanel } from '@/components/brand/auth-panel';
import { ResetPasswordForm } from '@/components/password/reset-password-form';
import { changePassword } from '@/lib/account/change-password';
import { userInfoQueryOptions } from '@/lib/session/session-queries';

const INPUT_NAMES = { password: 'password', confirm: 'confirmPassword' };

/**
 * Spec §2.8: forced on first login (loginPwdState '1'), when the initial password must go; anyone
 * signed in may also open it to change their password, and is then not told it is a first login.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { data: mustChange = false } = useQuery({ ...userInfoQueryOptions(), select: (info) => info.loginPwdState === '1' });
  return (
    <AuthPanel
      title={mustChange ? t('route.resetPassword') : t('ui.resetPassword.changeTitle')}
      description={mustChange ? t('ui.resetPassword.intro') : undefined}
    >
      <ResetPasswordForm idPrefix="reset-password" inputNames={INPUT_NAMES} onSubmit={changePassword} />
    </AuthPanel>
  );
}
