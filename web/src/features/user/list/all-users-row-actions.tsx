import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayActOnUser, type AccessActor, type UserRow } from '@sddp/shared';
import { DataTableRowActions, DataTableRowLink } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { ExtensionLinkAction } from './extension-link-dialog';
import { ResetPasswordAction } from './reset-password-action';
import { UserStateAction, type StateChange } from './user-state-action';
import { UserSummaryDialog } from './user-summary-dialog';

export interface AllUsersRowActionsProps {
  user: UserRow;
  /** The signed-in administrator: state and reset are offered where the server allows them (mayActOnUser). */
  actor: AccessActor | undefined;
  onStateChange: (user: UserRow, state: StateChange) => void;
  onReset: (user: UserRow) => void;
}

/**
 * Spec §2.16: Edit (the user detail, its tab titled with the organisation), state, reset, Detail; the
 * extension link. Nobody's own account nor a primary account changes here (the profile and the
 * organisation are the places).
 */
export function AllUsersRowActions({ user, actor, onStateChange, onReset }: AllUsersRowActionsProps) {
  const { t } = useTranslation();
  const [summaryOpen, setSummaryOpen] = useState(false);
  return (
    <DataTableRowActions>
      <DataTableRowLink to="/user/checkDetail/$orgName/$id" params={{ orgName: user.orgName || '-', id: user.id }}>
        {t('ui.user.edit')}
      </DataTableRowLink>
      {actor && mayActOnUser(actor, user, 'state') ? <UserStateAction user={user} onStateChange={onStateChange} /> : null}
      {actor && mayActOnUser(actor, user, 'reset') ? <ResetPasswordAction user={user} onReset={onReset} /> : null}
      <Button variant="link" size="sm" className="px-1" aria-haspopup="dialog" onClick={() => setSummaryOpen(true)}>
        {t('ui.user.detail')}
      </Button>
      {user.hasExtension ? <ExtensionLinkAction user={user} /> : null}
      <UserSummaryDialog user={user} open={summaryOpen} onOpenChange={setSummaryOpen} />
    </DataTableRowActions>
  );
}
