import { createFileRoute } from '@tanstack/react-router';
import { noticesQueryOptions } from '@/features/notice/api/get-notices';
import { NoticeListPage } from '@/features/notice/list/notice-list-page';
import { noticeListSearchSchema, noticeQueryOf } from '@/features/notice/list/notice-list-search';

export const Route = createFileRoute('/_app/message/list')({
  validateSearch: noticeListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(noticesQueryOptions(noticeQueryOf(deps))),
  component: NoticeListRoute,
});

function NoticeListRoute() {
  return <NoticeListPage search={Route.useSearch()} navigate={Route.useNavigate()} />;
}
