import type { ProjectSummary } from '@sddp/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userProjectListQueryOptions } from '@/lib/session/session-queries';
import { groupProjects } from './group-projects';
import { ProjectGroup } from './project-group';

/** A first version of the project home of spec §2.10; the full screen is the next issue. */
export function ProjectHome() {
  const { t, i18n } = useTranslation();
  const { data: projects } = useSuspenseQuery(userProjectListQueryOptions());
  const groups = groupProjects(projects);
  const english = i18n.language === 'en';
  const localisedLink = (project: ProjectSummary) => (english && project.indexUrlEn ? project.indexUrlEn : project.indexUrl);
  return (
    <div className="flex flex-col gap-4">
      <ProjectGroup title={t('ui.dashboard.inProgress')} projects={groups.inProgress} linkOf={localisedLink} />
      <ProjectGroup title={t('ui.dashboard.notStarted')} projects={groups.notStarted} linkOf={(project) => project.indexUrl} />
      <ProjectGroup title={t('ui.dashboard.completed')} projects={groups.completed} linkOf={() => undefined} />
    </div>
  );
}
