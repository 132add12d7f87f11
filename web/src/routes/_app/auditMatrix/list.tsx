import { createFileRoute } from '@tanstack/react-router';
import { auditMatrixQueryOptions } from '@/features/audit/api/get-audit-matrix';
import { AuditMatrixPage } from '@/features/audit/matrix/audit-matrix-page';
import { auditMatrixSearchSchema } from '@/features/audit/matrix/audit-matrix-search';

export const Route = createFileRoute('/_app/auditMatrix/list')({
  validateSearch: auditMatrixSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(auditMatrixQueryOptions(deps)),
  component: AuditMatrixRoute,
});

function AuditMatrixRoute() {
  return <AuditMatrixPage search={Route.useSearch()} navigate={Route.useNavigate()} />;
}
