import { createFileRoute } from '@tanstack/react-router';
import { dhmcProjectsQueryOptions } from '@/features/dhmc/api/get-dhmc-projects';
import { dhmcListSearchSchema } from '@/features/dhmc/list/dhmc-list-search';
import { DhmcProjectListPage } from '@/features/dhmc/list/dhmc-project-list-page';

export const Route = createFileRoute('/_app/dhmcManage/list')({
  validateSearch: dhmcListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(dhmcProjectsQueryOptions(deps)),
  component: DhmcListRoute,
});

function DhmcListRoute() {
  return <DhmcProjectListPage search={Route.useSearch()} navigate={Route.useNavigate()} />;
}
