import { createFileRoute } from '@tanstack/react-router';
import { AuditPermissionDialog } from '@/features/audit';
import { orgUsersSearchSchema } from '@/features/user/list/all-users-search';
import { OrgUsersPage } from '@/features/user/list/org-users-page';
import { UserProjectsDialog } from '@/features/user-projects';

export const Route = createFileRoute('/_app/user/list1')({
  validateSearch: orgUsersSearchSchema,
  component: SupplierUsersRoute,
});

/** Spec §2.18 for a supplier's primary account (userAdmin): the /user/supp/* calls, Add user reading A. */
function SupplierUsersRoute() {
  return (
    <OrgUsersPage
      audience="supp"
      search={Route.useSearch()}
      navigate={Route.useNavigate()}
      projectDialog={UserProjectsDialog}
      auditDialog={AuditPermissionDialog}
    />
  );
}
