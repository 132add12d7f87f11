import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { userInfoQueryOptions } from '@/lib/session/session-queries';
import { AdminGlance } from './admin-glance';
import { ProjectHome } from './project-home';
import { UserManagerCard } from './user-manager-card';

const ADMIN_ROLES: readonly string[] = ['admin', 'admin1'];

interface DashboardPageProps {
  /** The latest notices of the user's projects, composed in by the route. */
  notices?: ReactNode;
  /** The supplier's maturity scores, composed in by the route; shown to holders of the maturityScore grant. */
  scores?: ReactNode;
}

/**
 * Spec §2.10: one view per role above the project home. Administrators see the platform at a glance
 * (the view is titled 'Project home'), suppliers their scores, user managers the way to their user list.
 */
export function DashboardPage({ notices, scores }: DashboardPageProps = {}) {
  const { t } = useTranslation();
  const { data: info } = useSuspenseQuery(userInfoQueryOptions());
  const isAdmin = ADMIN_ROLES.includes(info.roles[0] ?? '');
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold">{isAdmin ? t('route.projectHome') : t('route.dashboard')}</h1>
        <p className="text-sm text-muted-foreground">{t('ui.dashboard.greeting', { name: info.user.linkman || info.user.loginName })}</p>
      </header>
      {isAdmin ? <AdminGlance /> : null}
      <UserManagerCard roles={info.roles} />
      {info.roles.includes('maturityScore') ? scores : null}
      {notices}
      <ProjectHome />
    </div>
  );
}
