import { useTranslation } from 'react-i18next';
import type { PartnerRow } from '@sddp/shared';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { PartnerForm } from './partner-form';
import { SecretOnce } from './secret-once';

/** Add, edit, or the secret just issued (by a create or a rotation). */
export type PartnerDialogState =
  { mode: 'add' } | { mode: 'edit'; partner: PartnerRow } | { mode: 'secret'; secret: string; partnerId: number };

interface PartnerDialogProps {
  state: PartnerDialogState | undefined;
  open: boolean;
  onState: (next: PartnerDialogState) => void;
  onClose: () => void;
}

export function PartnerDialog({ state, open, onState, onClose }: PartnerDialogProps) {
  const { t } = useTranslation();
  const saved = (partnerId: number, secret: string | undefined) => {
    toast.success(t('ui.sso.partner.saved'));
    if (secret) onState({ mode: 'secret', secret, partnerId });
    else onClose();
  };
  const title =
    state?.mode === 'secret' ? 'ui.sso.partner.secretTitle' : state?.mode === 'edit' ? 'ui.sso.partner.edit' : 'ui.sso.partner.add';
  return (
    <Dialog open={open && state !== undefined} onOpenChange={(next) => !next && onClose()}>
      <DialogContent aria-describedby={undefined} className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t(title)}</DialogTitle>
        </DialogHeader>
        {state?.mode === 'secret' ? <SecretOnce secret={state.secret} partnerId={state.partnerId} /> : null}
        {state?.mode === 'edit' ? <PartnerForm key={state.partner.id} partner={state.partner} onSaved={saved} /> : null}
        {state?.mode === 'add' ? <PartnerForm onSaved={saved} /> : null}
      </DialogContent>
    </Dialog>
  );
}
