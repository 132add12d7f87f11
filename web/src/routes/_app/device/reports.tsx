import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod';
import { ReportsPage } from '@/features/device/reports/reports-page';

const searchSchema = z.object({
  report: z.coerce.number().int().min(1).max(3).catch(1).default(1),
  projectId: z.coerce.number().int().positive().optional().catch(undefined),
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
