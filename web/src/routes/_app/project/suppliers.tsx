import { createFileRoute } from '@tanstack/react-router';
import { ProjectOrgsPage } from '@/features/project/project-orgs/project-orgs-page';
import { projectOrgsSearchSchema } from '@/features/project/project-orgs/project-orgs-search';

export const Route = createFileRoute('/_app/project/suppliers')({
  validateSearch: projectOrgsSearchSchema,
  component: ProjectSuppliersRoute,
});

function ProjectSuppliersRoute() {
  return <ProjectOrgsPage kind="supplier" search={Route.useSearch()} navigate={Route.useNavigate()} />;
}
