import { createFileRoute } from '@tanstack/react-router';
import { DhmcDetailPage } from '@/features/dhmc/detail/dhmc-detail-page';
import { dhmcDetailSearchSchema } from '@/features/dhmc/detail/dhmc-detail-search';

export const Route = createFileRoute('/_app/dhmcManage/detail')({
  validateSearch: dhmcDetailSearchSchema,
  component: DhmcDetailRoute,
});

function DhmcDetailRoute() {
  return <DhmcDetailPage search={Route.useSearch()} navigate={Route.useNavigate()} />;
}
