import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ReportsPage } from '@/features/device/reports/reports-page';

const searchSchema = z.object({
  report: z._default(z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(3)), 1), 1),
  projectId: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
});

export const Route = createFileRoute('/_app/device/reports')({ validateSearch: searchSchema, component: ReportsRoute });

function ReportsRoute() {
  const { report, projectId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReportsPage
      which={report as 1 | 2 | 3}
      projectId={projectId}
      onChange={(next) => void navigate({ search: { report: next.which, projectId: next.projectId } })}
    />
  );
}
