import { createFileRoute } from '@tanstack/react-router';
import { ProjectListPage } from '@/features/project/project-list/project-list-page';
import { projectListSearchSchema } from '@/features/project/project-list/project-list-search';

export const Route = createFileRoute('/_app/project/list')({
  validateSearch: projectListSearchSchema,
  component: ProjectListRoute,
});

function ProjectListRoute() {
  return <ProjectListPage search={Route.useSearch()} navigate={Route.useNavigate()} />;
}
