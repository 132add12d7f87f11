import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

export function OrgFormFooter({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {t('ui.common.cancel')}
      </Button>
      <SubmitButton size="default" pending={pending} label={t('ui.common.save')} pendingLabel={t('ui.common.saving')} />
    </DialogFooter>
  );
}
