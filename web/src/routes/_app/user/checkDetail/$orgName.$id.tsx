import { createFileRoute } from '@tanstack/react-router';
import { userDetailQueryOptions } from '@/features/user/api/get-user-detail';
import { UserDetailMissing } from '@/features/user/detail/user-detail-missing';
import { UserDetailPage } from '@/features/user/detail/user-detail-page';

/** The tab is titled with :orgName (web/src/lib/route-match.ts); :id is the account. */
export const Route = createFileRoute('/_app/user/checkDetail/$orgName/$id')({
  params: {
    parse: ({ orgName, id }) => ({ orgName, id: Number(id) }),
    stringify: ({ orgName, id }) => ({ orgName, id: String(id) }),
  },
  loader: ({ context, params }) => {
    if (Number.isInteger(params.id) && params.id > 0) void context.queryClient.prefetchQuery(userDetailQueryOptions(params.id));
  },
  component: UserDetailRoute,
});

function UserDetailRoute() {
  const { id } = Route.useParams();
  if (!Number.isInteger(id) || id <= 0) return <UserDetailMissing />;
  return <UserDetailPage key={id} userId={id} />;
}
