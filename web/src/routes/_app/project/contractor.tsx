import { createFileRoute } from '@tanstack/react-router';
import { ProjectOrgsPage } from '@/features/project/project-orgs/project-orgs-page';
import { projectOrgsSearchSchema } from '@/features/project/project-orgs/project-orgs-search';

export const Route = createFileRoute('/_app/project/contractor')({
  validateSearch: projectOrgsSearchSchema,
  component: ProjectContractorsRoute,
});

function ProjectContractorsRoute() {
  return <ProjectOrgsPage kind="contractor" search={Route.useSearch()} navigate={Route.useNavigate()} />;
}
