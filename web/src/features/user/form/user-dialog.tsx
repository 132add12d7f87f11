import { useTranslation } from 'react-i18next';
import type { CreatedUser, SessionUser, UserRow } from '@sddp/shared';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { NameOnlyUserForm } from './name-only-user-form';
import { UserForm, type ProjectOption } from './user-form';

/** 'name' is reading A (a supplier's primary account), 'full' reading B, 'edit' reading B on a row. */
export type UserDialogState = { mode: 'name' } | { mode: 'full' } | { mode: 'edit'; user: UserRow };

interface UserDialogProps {
  /** What the dialog shows; kept after closing so the form stays put while it animates out. */
  state: UserDialogState | undefined;
  open: boolean;
  actor: SessionUser;
  projects: readonly ProjectOption[];
  onCreated: (created: CreatedUser) => void;
  onSaved: () => void;
  onClose: () => void;
}

/** One dialog for both readings of Add user and for Edit (spec §2.18). */
export function UserDialog({ state, open, actor, projects, onCreated, onSaved, onClose }: UserDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open && state !== undefined} onOpenChange={(next) => !next && onClose()}>
      <DialogContent aria-describedby={undefined} className="sm:max-w-md max-h-[90vh] overflow-y-auto">
        {state ? (
          <>
            <DialogHeader>
              <DialogTitle>{t(state.mode === 'edit' ? 'ui.user.editTitle' : 'ui.user.add')}</DialogTitle>
            </DialogHeader>
            {state.mode === 'name' ? (
              <NameOnlyUserForm onCreated={onCreated} onCancel={onClose} />
            ) : (
              <UserForm
                key={state.mode === 'edit' ? state.user.id : 'add'}
                editing={state.mode === 'edit' ? state.user : undefined}
                actor={actor}
                projects={projects}
                onCreated={onCreated}
                onSaved={onSaved}
                onCancel={onClose}
              />
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
