import { useTranslation } from 'react-i18next';
import type { TemporaryPassword } from '@sddp/shared';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format-date-time';
import { CopyField } from './copy-field';

interface TemporaryPasswordDialogProps {
  /** The answer of a create or a reset; the dialog is open while it is set. */
  password: TemporaryPassword | undefined;
  /** 'created' after an add (the login account is news too), 'reset' after a reset. */
  reason: 'created' | 'reset';
  onClose: () => void;
}

/**
 * The account's own temporary password, shown once (issue 12): where it was e-mailed, when it expires,
 * a copy button. Nothing keeps it after the dialog closes.
 */
export function TemporaryPasswordDialog({ password, reason, onClose }: TemporaryPasswordDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={password !== undefined} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-md">
        {password ? (
          <>
            <DialogHeader>
              <DialogTitle>{t(reason === 'created' ? 'ui.user.password.createdTitle' : 'ui.user.password.title')}</DialogTitle>
              <DialogDescription>
                {password.mailedTo ? t('ui.user.password.mailed', { email: password.mailedTo }) : t('ui.user.password.notMailed')}
              </DialogDescription>
            </DialogHeader>
            <div className="flex flex-col gap-4">
              <CopyField id="temporary-account" label={t('ui.user.password.account')} value={password.userCode} />
              <CopyField id="temporary-password" label={t('ui.user.password.password')} value={password.temporaryPassword} monospace />
              <p className="text-sm text-muted-foreground">{t('ui.user.password.expires', { time: formatDateTime(password.expiresAt) })}</p>
              <Alert>
                <AlertDescription>{t('ui.user.password.once')}</AlertDescription>
              </Alert>
            </div>
            <DialogFooter>
              <Button onClick={onClose}>{t('ui.user.password.done')}</Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
