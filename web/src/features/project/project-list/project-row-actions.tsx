import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PROJECT_STATE, type ProjectRow } from '@sddp/shared';
import { DataTableRowActions } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { homepageIn } from './localised-project';
import { ProjectStateDialog } from './project-state-dialog';

const actionClass = 'h-auto px-1';

/** Spec §2.14: the row's actions; organisations are managed only while the project is in progress. */
export function ProjectRowActions({ project }: { project: ProjectRow }) {
  const { t, i18n } = useTranslation();
  const homepage = homepageIn(project, i18n.language);
  const orgSearch = { id: project.projectId, projectName: project.projectName };
  return (
    <DataTableRowActions>
      <ProjectStateDialog project={project} />
      {homepage ? (
        <Button asChild variant="link" size="sm" className={actionClass}>
          <a href={homepage} target="_blank" rel="noopener noreferrer">
            {t('ui.project.list.openHomepage')}
          </a>
        </Button>
      ) : null}
      {project.state === PROJECT_STATE.inProgress ? (
        <>
          <Button asChild variant="link" size="sm" className={actionClass}>
            <Link to="/project/suppliers" search={orgSearch}>
              {t('ui.project.list.suppliers')}
            </Link>
          </Button>
          <Button asChild variant="link" size="sm" className={actionClass}>
            <Link to="/project/contractor" search={orgSearch}>
              {t('ui.project.list.contractors')}
            </Link>
          </Button>
        </>
      ) : null}
      {/* Spec §2.14 keeps the action and answers 'not yet open': it says so before it is clicked, too. */}
      <Button
        variant="link"
        size="sm"
        className={`${actionClass} text-muted-foreground`}
        aria-disabled="true"
        aria-description={t('error.notYetOpen')}
        title={t('error.notYetOpen')}
        onClick={() => toast.error(t('error.notYetOpen'))}
      >
        {t('ui.project.list.resetPassword')}
      </Button>
    </DataTableRowActions>
  );
}
