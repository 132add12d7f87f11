import { createFileRoute } from '@tanstack/react-router';
import { BreakdownPage } from '@/features/audit/breakdown/breakdown-page';
import { breakdownSearchSchema } from '@/features/audit/breakdown/breakdown-search';

export const Route = createFileRoute('/_app/auditBreakdown/list')({
  validateSearch: breakdownSearchSchema,
  component: BreakdownRoute,
});

function BreakdownRoute() {
  const navigate = Route.useNavigate();
  return <BreakdownPage search={Route.useSearch()} onProjectChange={(projectId) => void navigate({ search: { projectId } })} />;
}
