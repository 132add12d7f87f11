import { createFileRoute } from '@tanstack/react-router';
import { pumpsQueryOptions } from '@/features/pump/api/get-pumps';
import { PumpListPage } from '@/features/pump/list/pump-list-page';
import { pumpListSearchSchema } from '@/features/pump/list/pump-list-search';

export const Route = createFileRoute('/_app/dynamicEquipment/index')({
  validateSearch: pumpListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(pumpsQueryOptions(deps)),
  component: PumpListRoute,
});

function PumpListRoute() {
  return <PumpListPage search={Route.useSearch()} navigate={Route.useNavigate()} />;
}
