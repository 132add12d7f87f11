import { CircleCheckIcon, CircleXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportReport } from '@sddp/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ImportProblemsTable } from './import-problems-table';

interface ImportReportDialogProps<R extends ImportReport> {
  report: R | undefined;
  open: boolean;
  onClose: () => void;
  /** What an import that went in shows under its counts (the user import: the accounts it created). */
  imported?: (report: R) => ReactNode;
  /** The counts line of an import that went in; by default the organisation import's wording. */
  summary?: ((report: R) => string) | undefined;
}

/** What a workbook import did: everything in, with counts, or nothing in and why, row by row. */
export function ImportReportDialog<R extends ImportReport>({ report, open, onClose, imported, summary }: ImportReportDialogProps<R>) {
  const { t } = useTranslation();
  return (
    <Dialog open={open && report !== undefined} onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={t('ui.common.close')} aria-describedby={undefined} className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('ui.org.reportTitle')}</DialogTitle>
        </DialogHeader>
        {report?.status === 'imported' ? (
          <>
            <Alert variant="success">
              <CircleCheckIcon aria-hidden />
              <AlertTitle>{t('message.import.success')}</AlertTitle>
              <AlertDescription>
                {summary?.(report) ??
                  t('message.import.summary', { rows: report.rows, created: report.created, unchanged: report.unchanged })}
              </AlertDescription>
            </Alert>
            {imported?.(report)}
          </>
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
