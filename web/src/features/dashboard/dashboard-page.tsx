import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { userInfoQueryOptions } from '@/lib/session/session-queries';
import { ProjectHome } from './project-home';

const ADMIN_ROLES: readonly string[] = ['admin', 'admin1'];

/** Spec §2.10: one view per role; the administrators' view is titled 'Project home'. */
export function DashboardPage({ notices }: { notices?: ReactNode } = {}) {
  const { t } = useTranslation();
  const { data: info } = useSuspenseQuery(userInfoQueryOptions());
  const isAdmin = ADMIN_ROLES.includes(info.roles[0] ?? '');
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold">{isAdmin ? t('route.projectHome') : t('route.dashboard')}</h1>
        <p className="text-sm text-muted-foreground">{t('ui.dashboard.greeting', { name: info.user.linkman || info.user.loginName })}</p>
      </header>
      {notices}
      <ProjectHome />
    </div>
  );
}
