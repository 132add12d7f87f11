import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** Placeholder for the change-password dialog of spec §2.8 (built in the next issue). */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('ui.common.close')}>
        <DialogHeader>
          <DialogTitle>{t('ui.changePassword.title')}</DialogTitle>
          <DialogDescription>{t('ui.changePassword.comingSoon')}</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}
