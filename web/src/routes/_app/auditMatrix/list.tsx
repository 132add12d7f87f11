import { createFileRoute } from '@tanstack/react-router';
import { AuditMatrixPage, auditMatrixSearchSchema } from '@/features/audit';
import { auditMatrixQueryOptions } from '@/features/audit/api/get-audit-matrix';

export const Route = createFileRoute('/_app/auditMatrix/list')({
  validateSearch: auditMatrixSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(auditMatrixQueryOptions(deps)),
  component: AuditMatrixRoute,
});

function AuditMatrixRoute() {
  return <AuditMatrixPage search={Route.useSearch()} navigate={Route.useNavigate()} />;
}
