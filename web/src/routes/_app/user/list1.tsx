import { createFileRoute } from '@tanstack/react-router';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { orgUsersSearchSchema } from '@/features/user/list/all-users-search';
import { OrgUsersPage } from '@/features/user/list/org-users-page';

// Another feature's dialogs, fetched when a row first opens one (issue 16).
const UserProjectsDialog = lazyDialog(() =>
  import('@/features/user-projects/user-projects-dialog').then((module) => module.UserProjectsDialog),
);
const AuditPermissionDialog = lazyDialog(() =>
  import('@/features/audit/dialog/audit-permission-dialog').then((module) => module.AuditPermissionDialog),
);

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
