import { createFileRoute } from '@tanstack/react-router';
import { usersQueryOptions } from '@/features/user/api/get-users';
import { AllUsersPage } from '@/features/user/list/all-users-page';
import { allUsersSearchSchema, filtersOf } from '@/features/user/list/all-users-search';

export const Route = createFileRoute('/_app/user/list')({
  validateSearch: allUsersSearchSchema,
  // Preloads (on intent too) the page the screen will ask for; the screen shows its own loading state.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(usersQueryOptions({ ...filtersOf(deps), page: deps.page, limit: deps.limit })),
  component: AllUsersRoute,
});

function AllUsersRoute() {
  return <AllUsersPage search={Route.useSearch()} navigate={Route.useNavigate()} />;
}
