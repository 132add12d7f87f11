import { TIMING, type AuditImportReport } from '@sddp/shared';
import { UploadIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useJob } from '@/lib/jobs/use-job';
import { auditKeys } from '../api/audit-keys';
import { useStartMatrixImport } from '../api/matrix-transfer';
import { MatrixReportDialog } from './matrix-report-dialog';

/** 'upload audit matrix': one .xlsx; the button shows 'uploading' until the job has checked (and applied) it. */
export function MatrixUploadButton() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
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
  const take = (file: File | undefined) => {
    if (file) void job.start(() => start.mutateAsync(file)).catch(() => undefined);
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".xlsx"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        aria-label={t('ui.auditMatrix.upload')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          take(file);
        }}
      />
      <Button variant="outline" aria-busy={busy} disabled={busy} onClick={() => input.current?.click()}>
        {busy ? <Spinner /> : <UploadIcon aria-hidden />}
        {busy ? t('ui.auditMatrix.uploading') : t('ui.auditMatrix.upload')}
      </Button>
      <MatrixReportDialog report={report} onClose={() => setReport(undefined)} />
    </>
  );
}
