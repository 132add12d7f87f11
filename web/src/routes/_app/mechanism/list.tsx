import { createFileRoute } from '@tanstack/react-router';
import { orgsQueryOptions } from '@/features/org/api/get-orgs';
import { OrgListPage } from '@/features/org/list/org-list-page';
import { orgListSearchSchema } from '@/features/org/list/org-list-search';

export const Route = createFileRoute('/_app/mechanism/list')({
  validateSearch: orgListSearchSchema,
  // Preloads (on intent too) the page the screen will ask for; the screen shows its own loading state.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(orgsQueryOptions(deps)),
  component: OrgListRoute,
});

function OrgListRoute() {
  return <OrgListPage search={Route.useSearch()} navigate={Route.useNavigate()} />;
}
