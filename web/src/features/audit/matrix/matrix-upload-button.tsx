import { TIMING, type AuditImportReport } from '@sddp/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import { WorkbookFileButton } from '@/components/upload/workbook-file-button';
import { useJob } from '@/lib/jobs/use-job';
import { auditKeys } from '../api/audit-keys';
import { useStartMatrixImport } from '../api/matrix-transfer';
import { MatrixReportDialog } from './matrix-report-dialog';

/** 'upload audit matrix': one workbook; the button shows 'uploading' until the job has checked (and applied) it. */
export function MatrixUploadButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const start = useStartMatrixImport();
  const [report, setReport] = useState<AuditImportReport>();
  const job = useJob({
    onDone: (status) => {
      if (status.kind !== 'audit.matrixImport' || !status.result) return;
      if (status.result.status === 'imported') {
        toast.success(t('message.import.success'));
        void queryClient.invalidateQueries({ queryKey: auditKeys.all });
      } else setReport(status.result);
    },
    onFailed: (message) => toast.error(message, { duration: TIMING.errorToastMs }),
  });
  const busy = start.isPending || job.running;
  return (
    <>
      <WorkbookFileButton
        busy={busy}
        onFile={(file) => void job.start(() => start.mutateAsync(file)).catch(() => undefined)}
        label={t('ui.auditMatrix.upload')}
        busyLabel={t('ui.auditMatrix.uploading')}
      />
      <MatrixReportDialog report={report} onClose={() => setReport(undefined)} />
    </>
  );
}
