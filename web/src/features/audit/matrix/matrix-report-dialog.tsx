import type { AuditImportReport } from '@sddp/shared';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** A refused upload: nothing changed, and the rows and columns that stopped it. */
export function MatrixReportDialog({ report, onClose }: { report: AuditImportReport | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={report !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('ui.common.close')} aria-describedby={undefined} className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('message.import.rejected', { count: (report?.problems.length ?? 0) + (report?.moreProblems ?? 0) })}</DialogTitle>
        </DialogHeader>
        <div className="max-h-[60vh] overflow-auto">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('ui.auditMatrix.row')}</TableHead>
                <TableHead>{t('ui.auditMatrix.column')}</TableHead>
                <TableHead>{t('ui.auditMatrix.problem')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report?.problems.map((problem) => (
                <TableRow key={`${problem.row}-${problem.column}`}>
                  <TableCell>{problem.row}</TableCell>
                  <TableCell>{problem.column}</TableCell>
                  <TableCell>{problem.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </DialogContent>
    </Dialog>
  );
}
