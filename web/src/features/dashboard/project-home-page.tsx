import { useTranslation } from 'react-i18next';
import { ProjectHome } from './project-home';

export function ProjectHomePage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('route.projectHome')}</h1>
      <ProjectHome />
    </div>
  );
}
