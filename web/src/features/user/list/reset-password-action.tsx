import { useTranslation } from 'react-i18next';
import type { UserRow } from '@sddp/shared';
import { ConfirmButton } from '@/components/list/confirm';

/** Reset password, confirmed with where the new temporary password goes (issue 12, spec §8). */
export function ResetPasswordAction({ user, onReset }: { user: UserRow; onReset: (user: UserRow) => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmButton
      variant="link"
      size="sm"
      className="px-1"
      title={t('ui.user.confirmReset', { name: user.linkman || user.userCode })}
      description={user.email ? t('ui.user.resetMailed', { email: user.email }) : t('ui.user.resetNotMailed')}
      onConfirm={() => onReset(user)}
    >
      {t('ui.user.resetPassword')}
    </ConfirmButton>
  );
}
