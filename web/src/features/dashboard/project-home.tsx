import type { ProjectSummary } from '@sddp/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { userInfoQueryOptions, userProjectListQueryOptions } from '@/lib/session/session-queries';
import { groupProjects } from './group-projects';
import { InventoryButton } from './inventory-button';
import { ProjectGroup } from './project-group';

/** A first version of the project home of spec §2.10; the full screen is the next issue. */
export function ProjectHome() {
  const { t, i18n } = useTranslation();
  const { data: projects } = useSuspenseQuery(userProjectListQueryOptions());
  const { data: info } = useSuspenseQuery(userInfoQueryOptions());
  const groups = groupProjects(projects);
  const english = i18n.language === 'en';
  const localisedLink = (project: ProjectSummary) => (english && project.indexUrlEn ? project.indexUrlEn : project.indexUrl);
  return (
    <div className="flex flex-col gap-4">
      {info.roles.includes('maturityScore') ? (
        <Link to="/maturityScore/mine" className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t('ui.score.mineLink')}
        </Link>
      ) : null}
      {info.huayunUrl ? <InventoryButton /> : null}
      <Link to="/dynamicEquipment/index" className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
        {t('ui.pump.openCatalogue')}
      </Link>
      <ProjectGroup title={t('ui.dashboard.inProgress')} projects={groups.inProgress} linkOf={localisedLink} />
      <ProjectGroup title={t('ui.dashboard.notStarted')} projects={groups.notStarted} linkOf={(project) => project.indexUrl} />
      <ProjectGroup title={t('ui.dashboard.completed')} projects={groups.completed} linkOf={() => undefined} />
    </div>
  );
}
