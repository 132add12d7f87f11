import { createFileRoute } from '@tanstack/react-router';
import { inboxQueryOptions } from '@/features/notice/api/inbox';
import { personalNoticesQueryOptions } from '@/features/notice/api/personal-notices';
import { InboxPage } from '@/features/notice/inbox/inbox-page';
import { inboxSearchSchema } from '@/features/notice/inbox/inbox-search';

export const Route = createFileRoute('/_app/notices')({
  validateSearch: inboxSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(personalNoticesQueryOptions());
    void context.queryClient.prefetchQuery(inboxQueryOptions({ page: deps.page, limit: deps.limit }));
  },
  component: InboxRoute,
});

function InboxRoute() {
  return <InboxPage search={Route.useSearch()} navigate={Route.useNavigate()} />;
}
