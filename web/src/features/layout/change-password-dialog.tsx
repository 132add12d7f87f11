import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ResetPasswordForm } from '@/components/password/reset-password-form';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { changePassword } from '@/lib/account/change-password';
import { userInfoQueryOptions } from '@/lib/session/session-queries';

interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec §2.8/§2.12: the navbar's change-password dialog; the user is signed out 1 s after a change. */
export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const { data: info } = useQuery(userInfoQueryOptions());
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('ui.changePassword.title')}</DialogTitle>
          <DialogDescription>{t('ui.changePassword.description')}</DialogDescription>
        </DialogHeader>
        <ResetPasswordForm idPrefix="change-password" pwdExpireTime={info?.pwdExpireTime} onSubmit={changePassword} />
      </DialogContent>
    </Dialog>
  );
}
