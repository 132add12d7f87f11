import { createFileRoute } from '@tanstack/react-router';
import { AuditMatrixPage } from '@/features/audit/matrix/audit-matrix-page';
import { auditMatrixSearchSchema } from '@/features/audit/matrix/audit-matrix-search';
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
