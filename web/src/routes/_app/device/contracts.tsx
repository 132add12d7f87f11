import { createFileRoute } from '@tanstack/react-router';
import { contractsQueryOptions } from '@/features/device/api/get-contracts';
import { ContractListPage } from '@/features/device/contracts/contract-list-page';
import { contractListSearchSchema } from '@/features/device/contracts/contract-list-search';

export const Route = createFileRoute('/_app/device/contracts')({
  validateSearch: contractListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(contractsQueryOptions(deps)),
  component: ContractsRoute,
});

function ContractsRoute() {
  return <ContractListPage search={Route.useSearch()} navigate={Route.useNavigate()} />;
}
