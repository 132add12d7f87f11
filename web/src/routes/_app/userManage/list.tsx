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

export const Route = createFileRoute('/_app/userManage/list')({
  validateSearch: orgUsersSearchSchema,
  component: UserManageRoute,
});

/** Spec §2.18 for a user manager (userManage): the /user/admin/* calls, Add user reading B. */
function UserManageRoute() {
  return (
    <OrgUsersPage
      audience="manage"
      search={Route.useSearch()}
      navigate={Route.useNavigate()}
      projectDialog={UserProjectsDialog}
      auditDialog={AuditPermissionDialog}
    />
  );
}
