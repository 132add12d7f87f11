import { LogOutIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UserDetail } from '@sddp/shared';
import { ConfirmButton } from '@/components/list/confirm';
import { toast } from '@/components/ui/toast';
import { formatDateTime } from '@/lib/format-date-time';
import { useDebouncedAction } from '@/lib/use-debounced-action';
import { useSignOutEverywhereMutation } from '../api/sign-out-everywhere';

/** Last sign-in, open sessions and "Sign out everywhere" (confirmed) (beyond the spec). */
export function UserSessions({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const signOut = useSignOutEverywhereMutation();
  const onSignOut = useDebouncedAction(() =>
    signOut.mutate(user.id, { onSuccess: ({ ended }) => toast.success(t('ui.user.info.signedOutAll', { count: ended })) }),
  );
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>
        <span className="text-muted-foreground">{t('ui.user.info.lastSignIn')}</span>{' '}
        {user.lastLoginTime ? formatDateTime(user.lastLoginTime) : t('ui.user.info.never')}
      </p>
      <p>{t('ui.user.info.openSessions', { count: user.openSessions })}</p>
      <div>
        <ConfirmButton
          variant="outline"
          size="sm"
          title={t('ui.user.info.confirmSignOutAll')}
          onConfirm={onSignOut}
          disabled={signOut.isPending || user.openSessions === 0}
        >
          <LogOutIcon aria-hidden />
          {t('ui.user.info.signOutAll')}
        </ConfirmButton>
      </div>
    </div>
  );
}
