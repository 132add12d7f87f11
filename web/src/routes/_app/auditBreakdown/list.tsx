import { createFileRoute } from '@tanstack/react-router';
import { BreakdownPage, breakdownSearchSchema } from '@/features/audit';

export const Route = createFileRoute('/_app/auditBreakdown/list')({
  validateSearch: breakdownSearchSchema,
  component: BreakdownRoute,
});

function BreakdownRoute() {
  const navigate = Route.useNavigate();
  return <BreakdownPage search={Route.useSearch()} onProjectChange={(projectId) => void navigate({ search: { projectId } })} />;
}
