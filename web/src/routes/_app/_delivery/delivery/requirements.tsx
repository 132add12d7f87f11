import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FieldLabel } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { RequirementsListPage } from '@/features/delivery/requirements/requirements-list-page';
import { requirementsSearchSchema } from '@/features/delivery/requirements/requirements-search';
import { ProjectPicker } from '@/features/device/projects/project-picker';

// The editor (forms, checkboxes) loads when a class is opened, not with the list.
const ClassRequirementsPage = lazy(() =>
  import('@/features/delivery/requirements/class-requirements-page').then((module) => ({ default: module.ClassRequirementsPage })),
);

export const Route = createFileRoute('/_app/_delivery/delivery/requirements')({
  validateSearch: requirementsSearchSchema,
  component: RequirementsRoute,
});

/** The classes of a project, or, with a class chosen, that class's requirements. */
function RequirementsRoute() {
  const { t } = useTranslation();
  const { projectId, classCode } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (projectId !== undefined && classCode !== undefined)
    return (
      <Suspense fallback={<Skeleton className="h-64 w-full" aria-label={t('ui.common.loading')} />}>
        <ClassRequirementsPage projectId={projectId} classCode={classCode} />
      </Suspense>
    );
  const picker = (
    <Field className="lg:w-72">
      <FieldLabel htmlFor="requirements-project">{t('ui.auditBreakdown.project')}</FieldLabel>
      <ProjectPicker
        id="requirements-project"
        value={projectId}
        onChange={(next) => next !== undefined && void navigate({ search: { projectId: next } })}
      />
    </Field>
  );
  return <RequirementsListPage projectId={projectId} projectPicker={picker} />;
}
