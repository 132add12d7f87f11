import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectHome } from './project-home';

/** `notices`: the latest notices of each project, composed in by the route. */
export function ProjectHomePage({ notices }: { notices?: ReactNode } = {}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('route.projectHome')}</h1>
      {notices}
      <ProjectHome />
    </div>
  );
}
