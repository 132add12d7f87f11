import { useQuery } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import { useCallback, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { type CreatedUser, projectNameIn, type TemporaryPassword, type UserRow } from '@sddp/shared';
import { useTableSearch, type SearchNavigate } from '@/components/data-table';
import { ListPage } from '@/components/list/list-page';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { toast } from '@/components/ui/toast';
import { userInfoQueryOptions, userProjectListQueryOptions, useAccessActor } from '@/lib/session/session-queries';
import { useDebouncedAction } from '@/lib/use-debounced-action';
import { useDeleteUserMutation } from '../api/delete-user';
import { useSuppUsers } from '../api/get-supp-users';
import { useUsers } from '../api/get-users';
import type { UserAudience } from '../api/user-audience';
import type { UserDialogState } from '../form/user-dialog';
import { TemporaryPasswordDialog } from '../password/temporary-password-dialog';
import type { UserDialogProps } from '../user-dialog-props';
import type { OrgUsersSearch } from './all-users-search';
import { useOrgUsersColumns } from './org-users-columns';
import { OrgUsersFilters } from './org-users-filters';
import { useReloadLater } from './use-reload-later';
import { useUserRowChanges } from './use-user-row-changes';

/** The add and edit forms load when the dialog first opens (issue 16). */
const UserDialog = lazyDialog(() => import('../form/user-dialog').then((module) => module.UserDialog));

export interface OrgUsersPageProps {
  /** 'supp' is /user/list1 (a supplier's primary account, reading A), 'manage' /userManage/list (reading B). */
  audience: UserAudience;
  search: OrgUsersSearch;
  navigate: SearchNavigate<OrgUsersSearch>;
  /** The project-management dialog (another feature's), wired in by the route. */
  projectDialog?: ComponentType<UserDialogProps>;
  /** The audit permission dialog (another feature's), wired in by the route. */
  auditDialog?: ComponentType<UserDialogProps>;
}

type RowDialog = { kind: 'projects' | 'audit'; user: UserRow };

/** The organisation's list for the page of this audience (one hook per endpoint, only one of them asks). */
function useOrgUsers(audience: UserAudience, search: OrgUsersSearch) {
  const manage = useUsers(search, audience === 'manage');
  const supp = useSuppUsers(search, audience === 'supp');
  return audience === 'manage' ? manage : supp;
}

/** Spec §2.18: organisation user management. */
export function OrgUsersPage({ audience, search, navigate, projectDialog: ProjectDialog, auditDialog: AuditDialog }: OrgUsersPageProps) {
  const { t, i18n } = useTranslation();
  const list = useTableSearch(search, navigate);
  const users = useOrgUsers(audience, search);
  const { data: info } = useQuery(userInfoQueryOptions());
  const { data: sessionProjects = [] } = useQuery(userProjectListQueryOptions());
  const reloadLater = useReloadLater();
  const { onStateChange, onReset, passwordDialog } = useUserRowChanges(audience);
  const remove = useDeleteUserMutation();
  const [dialog, setDialog] = useState<UserDialogState>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [rowDialog, setRowDialog] = useState<RowDialog>();
  const [created, setCreated] = useState<TemporaryPassword>();

  const openDialog = useCallback((next: UserDialogState) => {
    setDialog(next);
    setDialogOpen(true);
  }, []);
  const onEdit = useCallback((user: UserRow) => openDialog({ mode: 'edit', user }), [openDialog]);
  const onDelete = useDebouncedAction((user: UserRow) =>
    remove.mutate(user.id, { onSuccess: () => toast.success(t('message.userDeleted')) }),
  );
  const onProjects = useCallback((user: UserRow) => setRowDialog({ kind: 'projects', user }), []);
  const onAudit = useCallback((user: UserRow) => setRowDialog({ kind: 'audit', user }), []);
  const actor = useAccessActor();
  const columns = useOrgUsersColumns({
    actor,
    onStateChange,
    onReset,
    onEdit,
    onDelete,
    onProjects: ProjectDialog ? onProjects : undefined,
    onAudit: AuditDialog ? onAudit : undefined,
  });

  const projects = useMemo(
    () =>
      sessionProjects.map((project) => ({
        value: project.projectId,
        label: projectNameIn(project, i18n.language),
      })),
    [sessionProjects, i18n.language],
  );

  const onCreated = (result: CreatedUser) => {
    setDialogOpen(false);
    setCreated(result.password);
    reloadLater();
  };
  const onSaved = () => {
    setDialogOpen(false);
    reloadLater();
  };
  const closeRowDialog = (open: boolean) => {
    if (!open) setRowDialog(undefined);
  };

  return (
    <ListPage
      title={t(audience === 'supp' ? 'route.userList' : 'route.userManage')}
      toolbar={
        <OrgUsersFilters
          applied={{ linkman: search.linkman, projectId: search.projectId }}
          onApply={list.setFilters}
          actions={
            <Button aria-haspopup="dialog" onClick={() => openDialog({ mode: audience === 'supp' ? 'name' : 'full' })} disabled={!info}>
              <PlusIcon aria-hidden />
              {t('ui.user.add')}
            </Button>
          }
        />
      }
      query={users}
      columns={columns}
      getRowId={(user) => String(user.id)}
      {...list.pagination}
    >
      {info ? (
        <UserDialog
          state={dialog}
          open={dialogOpen}
          actor={info.user}
          projects={projects}
          onCreated={onCreated}
          onSaved={onSaved}
          onClose={() => setDialogOpen(false)}
        />
      ) : null}
      <TemporaryPasswordDialog password={created} reason="created" onClose={() => setCreated(undefined)} />
      {passwordDialog}
      {ProjectDialog && rowDialog?.kind === 'projects' ? <ProjectDialog user={rowDialog.user} open onOpenChange={closeRowDialog} /> : null}
      {AuditDialog && rowDialog?.kind === 'audit' ? <AuditDialog user={rowDialog.user} open onOpenChange={closeRowDialog} /> : null}
    </ListPage>
  );
}
