import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { admits, DELIVERY_ACCESS, type ProjectSummary } from '@sddp/shared';
import { textLinkClass } from '@/components/ui/text-link';
import { cn } from '@/lib/cn';
import { userInfoQueryOptions, userProjectListQueryOptions } from '@/lib/session/session-queries';
import { DeliverySummaryPanel } from './delivery-summary-panel';
import { groupProjects } from './group-projects';
import { InventoryButton } from './inventory-button';
import { ProjectGroup } from './project-group';
import { useStripQueryOnLoad } from './strip-query';

/**
 * The project home of spec §2.10: three groups of the user's projects, each card opening its project in a
 * new window, below how delivery stands in them (issue 29).
 */
export function ProjectHome() {
  const { t, i18n } = useTranslation();
  useStripQueryOnLoad();
  const { data: projects } = useSuspenseQuery(userProjectListQueryOptions());
  const { data: info } = useSuspenseQuery(userInfoQueryOptions());
  const groups = groupProjects(projects);
  const english = i18n.language === 'en';
  const localisedLink = (project: ProjectSummary) => (english && project.indexUrlEn ? project.indexUrlEn : project.indexUrl);
  return (
    <div className="flex flex-col gap-4">
      {info.roles.includes('maturityScore') ? (
        <Link to="/maturityScore/mine" className={cn('self-start', textLinkClass)}>
          {t('ui.score.mineLink')}
        </Link>
      ) : null}
      {info.huayunUrl ? <InventoryButton /> : null}
      <Link to="/dynamicEquipment/index" className={cn('self-start', textLinkClass)}>
        {t('ui.pump.openCatalogue')}
      </Link>
      {admits(DELIVERY_ACCESS.summary, { permissions: info.roles, userRole: info.user.userRole }) ? <DeliverySummaryPanel /> : null}
      <ProjectGroup title={t('ui.dashboard.inProgress')} projects={groups.inProgress} linkOf={localisedLink} />
      <ProjectGroup title={t('ui.dashboard.notStarted')} projects={groups.notStarted} linkOf={(project) => project.indexUrl} />
      <ProjectGroup
        title={t('ui.dashboard.completed')}
        projects={groups.completed}
        linkOf={() => undefined}
        closedLabel={t('ui.dashboardRole.completedState')}
      />
    </div>
  );
}
