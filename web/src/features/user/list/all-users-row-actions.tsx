import type { UserRow } from '@sddp/shared';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTableRowActions } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { ExtensionLinkAction } from './extension-link-dialog';
import { ResetPasswordAction } from './reset-password-action';
import { UserStateAction, type StateChange } from './user-state-action';
import { UserSummaryDialog } from './user-summary-dialog';

export interface AllUsersRowActionsProps {
  user: UserRow;
  /** The signed-in administrator's own row changes nothing here (the profile is the place). */
  own: boolean;
  onStateChange: (user: UserRow, state: StateChange) => void;
  onReset: (user: UserRow) => void;
}

/** Spec §2.16: Edit (the user detail, its tab titled with the organisation), state, reset, Detail; the extension link. */
export function AllUsersRowActions({ user, own, onStateChange, onReset }: AllUsersRowActionsProps) {
  const { t } = useTranslation();
  const [summaryOpen, setSummaryOpen] = useState(false);
  return (
    <DataTableRowActions>
      <Button asChild variant="link" size="sm" className="px-1">
        <Link to="/user/checkDetail/$orgName/$id" params={{ orgName: user.orgName || '-', id: user.id }}>
          {t('ui.user.edit')}
        </Link>
      </Button>
      {own ? null : (
        <>
          <UserStateAction user={user} onStateChange={onStateChange} />
          <ResetPasswordAction user={user} onReset={onReset} />
        </>
      )}
      <Button variant="link" size="sm" className="px-1" aria-haspopup="dialog" onClick={() => setSummaryOpen(true)}>
        {t('ui.user.detail')}
      </Button>
      {user.hasExtension ? <ExtensionLinkAction user={user} /> : null}
      <UserSummaryDialog user={user} open={summaryOpen} onOpenChange={setSummaryOpen} />
    </DataTableRowActions>
  );
}
