import { useTranslation } from 'react-i18next';
import { mayActOnUser, type AccessActor, type UserAction, type UserRow } from '@sddp/shared';
import { DataTableRowActions } from '@/components/data-table';
import { ConfirmButton } from '@/components/list/confirm';
import { Button } from '@/components/ui/button';
import { ResetPasswordAction } from './reset-password-action';
import { UserStateAction, type StateChange } from './user-state-action';

export interface OrgUsersRowHandlers {
  onStateChange: (user: UserRow, state: StateChange) => void;
  onReset: (user: UserRow) => void;
  onEdit: (user: UserRow) => void;
  onDelete: (user: UserRow) => void;
  /** Unset when no project-management dialog is wired in. */
  onProjects?: (user: UserRow) => void;
  /** Unset when no audit dialog is wired in. */
  onAudit?: (user: UserRow) => void;
}

/**
 * Spec §2.18 row actions, each confirmed where it changes something, each offered where the server allows
 * it (mayActOnUser: never one's own account nor a primary account). Audit management also only where it
 * can do something (the row's `auditManagement`: §6's project rule and an organisation with audit roles).
 */
export function OrgUsersRowActions({
  user,
  actor,
  onStateChange,
  onReset,
  onEdit,
  onDelete,
  onProjects,
  onAudit,
}: OrgUsersRowHandlers & { user: UserRow; actor: AccessActor }) {
  const { t } = useTranslation();
  const may = (action: UserAction) => mayActOnUser(actor, user, action);
  return (
    <DataTableRowActions>
      {may('state') ? <UserStateAction user={user} onStateChange={onStateChange} /> : null}
      {may('reset') ? <ResetPasswordAction user={user} onReset={onReset} /> : null}
      {onProjects && may('projects') ? (
        <Button variant="link" size="sm" className="px-1" aria-haspopup="dialog" onClick={() => onProjects(user)}>
          {t('ui.user.projectManage')}
        </Button>
      ) : null}
      {onAudit && user.auditManagement && may('audit') ? (
        <Button variant="link" size="sm" className="px-1" aria-haspopup="dialog" onClick={() => onAudit(user)}>
          {t('ui.user.auditManage')}
        </Button>
      ) : null}
      {may('edit') ? (
        <Button variant="link" size="sm" className="px-1" aria-haspopup="dialog" onClick={() => onEdit(user)}>
          {t('ui.user.edit')}
        </Button>
      ) : null}
      {may('delete') ? (
        <ConfirmButton
          variant="link"
          size="sm"
          className="px-1 text-destructive"
          title={t('ui.user.confirmDelete')}
          onConfirm={() => onDelete(user)}
        >
          {t('ui.user.delete')}
        </ConfirmButton>
      ) : null}
    </DataTableRowActions>
  );
}
