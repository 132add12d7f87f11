import { CircleCheckIcon, CircleMinusIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SendPasswordResult } from '@sddp/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { PasswordAccountLine } from './password-account-line';
import { SKIP_REASON_TEXT } from './skip-reason-text';

interface SendPasswordReportDialogProps {
  /** The answer of the send; the dialog is open while it is set. */
  report: SendPasswordResult | undefined;
  onClose: () => void;
}

/** Who got a password (account and address) and who did not, with the reason. */
export function SendPasswordReportDialog({ report, onClose }: SendPasswordReportDialogProps) {
  const { t } = useTranslation();
  const sentId = useId();
  const notSentId = useId();
  const sentTo = report?.sentTo ?? [];
  const notSent = report?.notSent ?? [];
  return (
    <Dialog open={report !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('ui.project.orgs.passwords.title')}</DialogTitle>
          <DialogDescription>
            {t('ui.project.orgs.passwords.summary', { sent: report?.sent ?? 0, skipped: report?.skipped ?? 0 })}
          </DialogDescription>
        </DialogHeader>
        {sentTo.length > 0 ? (
          <section aria-labelledby={sentId} className="flex flex-col gap-2">
            <h3 id={sentId} className="text-sm font-semibold">
              {t('ui.project.orgs.passwords.sent')}
            </h3>
            <ul className="flex flex-col gap-1 text-sm">
              {sentTo.map((account) => (
                <li key={account.userId} className="flex items-start gap-2">
                  <CircleCheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                  <PasswordAccountLine account={account} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {notSent.length > 0 ? (
          <section aria-labelledby={notSentId} className="flex flex-col gap-2">
            <h3 id={notSentId} className="text-sm font-semibold">
              {t('ui.project.orgs.passwords.notSent')}
            </h3>
            <ul className="flex flex-col gap-1 text-sm">
              {notSent.map((skip) => (
                <li key={`${skip.orgId}-${skip.userId ?? ''}`} className="flex items-start gap-2">
                  <CircleMinusIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                  <span className="flex min-w-0 flex-wrap gap-x-2">
                    <span className="font-medium">{skip.orgName}</span>
                    {skip.userCode ? <span>{skip.userCode}</span> : null}
                    <span className="text-warning">{t(SKIP_REASON_TEXT[skip.reason])}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button>{t('ui.common.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
