import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { SubmitButton } from './submit-button';

interface DialogFormFooterProps {
  pending: boolean;
  onCancel: () => void;
  /** The submit button's text; Save unless the dialog confirms something else. */
  label?: string;
}

/** Cancel and submit at the foot of a dialog's form; both wait while the form is being saved. */
export function DialogFormFooter({ pending, onCancel, label }: DialogFormFooterProps) {
  const { t } = useTranslation();
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {t('ui.common.cancel')}
      </Button>
      <SubmitButton size="default" pending={pending} label={label ?? t('ui.common.save')} pendingLabel={t('ui.common.saving')} />
    </DialogFooter>
  );
}
