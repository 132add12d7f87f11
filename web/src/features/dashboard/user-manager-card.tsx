import { Link } from '@tanstack/react-router';
import { UsersIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@sddp/shared';
import { textLinkClass } from '@/components/ui/text-link';

/** The user list each user-manager role opens (shared/src/routes.ts). */
const USER_LISTS = [
  { role: 'userAdmin', to: '/user/list1' },
  { role: 'userManage', to: '/userManage/list' },
] as const satisfies ReadonlyArray<{ role: Permission; to: string }>;

/** Spec §2.10, a user manager's view: the way to its user list (nothing for other roles). */
export function UserManagerCard({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  const lists = USER_LISTS.filter((list) => roles.includes(list.role));
  if (lists.length === 0) return null;
  return (
    <section aria-labelledby="user-manager-title" className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-4 shadow-xs">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
        <UsersIcon className="size-5" aria-hidden />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <h2 id="user-manager-title" className="text-base font-semibold">
          {t('ui.dashboardRole.userListTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('ui.dashboardRole.userListHint')}</p>
      </div>
      {lists.map((list) => (
        <Link key={list.to} to={list.to} className={textLinkClass}>
          {t('ui.dashboardRole.userListLink')}
        </Link>
      ))}
    </section>
  );
}
