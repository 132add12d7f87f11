import { createFileRoute } from '@tanstack/react-router';
import { OrgListPage } from '@/features/org/list/org-list-page';
import { orgListSearchSchema } from '@/features/org/list/org-list-search';

export const Route = createFileRoute('/_app/mechanism/list')({
  validateSearch: orgListSearchSchema,
  component: OrgListRoute,
});

function OrgListRoute() {
  return <OrgListPage search={Route.useSearch()} navigate={Route.useNavigate()} />;
}
