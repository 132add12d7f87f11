import { createFileRoute } from '@tanstack/react-router';
import { logQueryOptions } from '@/features/log/api/get-log';
import { LogListPage } from '@/features/log/list/log-list-page';
import { logListSearchSchema } from '@/features/log/list/log-list-search';

export const Route = createFileRoute('/_app/log/list')({
  validateSearch: logListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(logQueryOptions(deps)),
  component: LogListRoute,
});

function LogListRoute() {
  return <LogListPage search={Route.useSearch()} navigate={Route.useNavigate()} />;
}
