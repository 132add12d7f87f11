import { useTranslation } from 'react-i18next';
import type { UserRow } from '@sddp/shared';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format-date-time';
import { userRoleLabelKey } from '../user-role-label';
import { UserStateCell } from './user-state-cell';

/** The Detail action of spec §2.16: the account's row, read-only. */
export function UserSummaryDialog({ user, open, onOpenChange }: { user: UserRow; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const roleKey = userRoleLabelKey(user.userRole);
  const items = [
    [t('ui.user.orgName'), user.orgName],
    [t('ui.user.userRole'), roleKey ? t(roleKey) : user.userRole],
    [t('ui.user.userCode'), user.userCode],
    [t('ui.user.linkman'), user.linkman],
    [t('ui.user.linkPhone'), user.linkPhone],
    [t('ui.user.email'), user.allEmail],
    [t('ui.user.department'), user.orgDepartment],
    [t('ui.user.project'), user.userProjects],
    [t('ui.user.info.lastSignIn'), user.lastLoginTime ? formatDateTime(user.lastLoginTime) : t('ui.user.info.never')],
    [t('ui.user.createTime'), formatDateTime(user.createTime)],
  ] as const;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined} className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {user.linkman} · {user.userCode}
          </DialogTitle>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {items.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-all">{value || '—'}</dd>
            </div>
          ))}
          <dt className="text-muted-foreground">{t('ui.user.state')}</dt>
          <dd>
            <UserStateCell state={user.state} />
          </dd>
        </dl>
      </DialogContent>
    </Dialog>
  );
}
