import { createFileRoute } from '@tanstack/react-router';
import { projectsQueryOptions } from '@/features/project/api/get-projects';
import { ProjectListPage } from '@/features/project/project-list/project-list-page';
import { projectListQuery, projectListSearchSchema } from '@/features/project/project-list/project-list-search';

export const Route = createFileRoute('/_app/project/list')({
  validateSearch: projectListSearchSchema,
  // Preloads (on intent too) the page the screen will ask for; the screen shows its own loading state.
  loaderDeps: ({ search }) => projectListQuery(search),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(projectsQueryOptions(deps)),
  component: ProjectListRoute,
});

function ProjectListRoute() {
  return <ProjectListPage search={Route.useSearch()} navigate={Route.useNavigate()} />;
}
