import type { ImportReport } from '@sddp/shared';
import { CircleCheckIcon, CircleXIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ImportProblemsTable } from './import-problems-table';

interface ImportReportDialogProps {
  report: ImportReport | undefined;
  open: boolean;
  onClose: () => void;
}

/** What the import did: everything in, with counts, or nothing in and why. */
export function ImportReportDialog({ report, open, onClose }: ImportReportDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open && report !== undefined} onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={t('ui.common.close')} aria-describedby={undefined} className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('ui.org.reportTitle')}</DialogTitle>
        </DialogHeader>
        {report?.status === 'imported' ? (
          <Alert variant="success">
            <CircleCheckIcon aria-hidden />
            <AlertTitle>{t('message.import.success')}</AlertTitle>
            <AlertDescription>
              {t('message.import.summary', { rows: report.rows, created: report.created, unchanged: report.unchanged })}
            </AlertDescription>
          </Alert>
        ) : report ? (
          <>
            <Alert variant="destructive">
              <CircleXIcon aria-hidden />
              <AlertTitle>{t('message.import.rejected', { count: report.problems.length + report.moreProblems })}</AlertTitle>
            </Alert>
            <ImportProblemsTable problems={report.problems} moreProblems={report.moreProblems} />
          </>
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
