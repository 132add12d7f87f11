import { useTranslation } from 'react-i18next';
import type { SendPasswordResult } from '@sddp/shared';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import type { ConfirmReset } from '../api/send-passwords';
import { PasswordAccountLine } from './password-account-line';

interface ResetConfirmDialogProps {
  /** The answer that named the accounts in use; the dialog is open while it is set. */
  asking: SendPasswordResult | undefined;
  onConfirm: (choice: ConfirmReset) => void;
  onCancel: () => void;
}

/** Sending to accounts in use resets their passwords: one question naming them, for the whole send. */
export function ResetConfirmDialog({ asking, onConfirm, onCancel }: ResetConfirmDialogProps) {
  const { t } = useTranslation();
  const inUse = asking?.needsConfirmation ?? [];
  const others = asking?.heldBack.length ?? 0;
  return (
    <AlertDialog open={asking !== undefined}>
      <AlertDialogContent onEscapeKeyDown={onCancel} className="sm:max-w-lg">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('ui.project.orgs.passwords.confirmTitle', { count: inUse.length })}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="flex flex-col gap-2">
              <ul className="flex max-h-60 flex-col gap-1 overflow-y-auto text-foreground">
                {inUse.map((account) => (
                  <li key={account.userId}>
                    <PasswordAccountLine account={account} />
                  </li>
                ))}
              </ul>
              {others > 0 ? <p>{t('ui.project.orgs.passwords.heldBack', { count: others })}</p> : null}
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onCancel}>{t('ui.common.cancel')}</AlertDialogCancel>
          {others > 0 ? (
            <AlertDialogAction onClick={() => onConfirm('n')}>
              {t('ui.project.orgs.passwords.sendOthersOnly', { count: others })}
            </AlertDialogAction>
          ) : null}
          <AlertDialogAction variant="destructive" onClick={() => onConfirm('y')}>
            {t('ui.project.orgs.passwords.sendAnyway')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
