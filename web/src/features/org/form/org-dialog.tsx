import { useTranslation } from 'react-i18next';
import type { OrgRow } from '@sddp/shared';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EditOrgForm } from './edit-org-form';
import { OtherOrgForm } from './other-org-form';
import { StandardOrgForm } from './standard-org-form';

export type OrgDialogState = { mode: 'standard' } | { mode: 'other' } | { mode: 'edit'; org: OrgRow };

const TITLES = { standard: 'ui.org.add', other: 'ui.org.addOther', edit: 'ui.org.editTitle' } as const;

interface OrgDialogProps {
  /** What the dialog shows; kept after closing so the form stays put while it animates out. */
  state: OrgDialogState | undefined;
  open: boolean;
  onClose: () => void;
}

/** One dialog for add, add other and edit (spec §2.13). */
export function OrgDialog({ state, open, onClose }: OrgDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open && state !== undefined} onOpenChange={(next) => !next && onClose()}>
      <DialogContent aria-describedby={undefined} className="sm:max-w-md">
        {state ? (
          <>
            <DialogHeader>
              <DialogTitle>{t(TITLES[state.mode])}</DialogTitle>
            </DialogHeader>
            {state.mode === 'edit' ? (
              <EditOrgForm key={state.org.id} org={state.org} onDone={onClose} />
            ) : state.mode === 'other' ? (
              <OtherOrgForm onDone={onClose} />
            ) : (
              <StandardOrgForm onDone={onClose} />
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
