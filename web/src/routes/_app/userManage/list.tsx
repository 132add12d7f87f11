import { createFileRoute } from '@tanstack/react-router';
import { AuditPermissionDialog } from '@/features/audit';
import { orgUsersSearchSchema } from '@/features/user/list/all-users-search';
import { OrgUsersPage } from '@/features/user/list/org-users-page';
import { UserProjectsDialog } from '@/features/user-projects';

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
