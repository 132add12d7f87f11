import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditImportReport, ImportReport } from '@sddp/shared';
import { ImportReportDialog } from '@/components/import/import-report-dialog';
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
import { toast } from '@/components/ui/toast';
import { WorkbookFileButton } from '@/components/upload/workbook-file-button';
import { JobProgress } from '@/lib/jobs/job-progress';
import { useJob } from '@/lib/jobs/use-job';
import { auditKeys } from '../api/audit-keys';
import { useStartMatrixImport } from '../api/matrix-transfer';

/** What is asked once a file is chosen, before anything is uploaded. */
export interface UploadConfirmText {
  title: string;
  description: string;
  action: string;
}

export interface AuditUploadProps {
  /** Uploads the workbook and starts the job that checks and applies it (an audit.*Import job). */
  start: (file: File) => Promise<{ jobId: string }>;
  label: string;
  busyLabel: string;
  hint?: string;
  /** Names the job's progress bar; without it the button alone says the job runs. */
  progressLabel?: string;
  /** Asked before the upload (what it replaces); Cancel uploads nothing. */
  confirm?: (file: File) => UploadConfirmText;
}

/** Only a refused audit upload opens the report (one that went in is a toast): it creates and keeps nothing. */
const refused = (report: AuditImportReport): ImportReport => ({ ...report, created: 0, unchanged: 0 });

/**
 * Every audit workbook upload (the matrix, a project's engineering breakdown): one workbook; the button
 * shows 'uploading' until the job has checked (and applied) it, then a toast or the per-row report (the workbook imports' report dialog).
 */
export function AuditUploadButton({ start, label, busyLabel, hint, progressLabel, confirm }: AuditUploadProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);
  const [asking, setAsking] = useState<File>();
  const [report, setReport] = useState<AuditImportReport>();
  const job = useJob({
    onDone: (status) => {
      if ((status.kind !== 'audit.matrixImport' && status.kind !== 'audit.breakdownImport') || !status.result) return;
      if (status.result.status === 'imported') {
        toast.success(t('message.import.success'));
        void queryClient.invalidateQueries({ queryKey: auditKeys.all });
      } else setReport(status.result);
    },
    onFailed: (message) => toast.error(message),
  });
  const busy = starting || job.running;
  const upload = (file: File) => {
    setStarting(true);
    void job
      .start(() => start(file))
      .catch(() => undefined)
      .finally(() => setStarting(false));
  };
  const question = asking && confirm?.(asking);
  return (
    <>
      <WorkbookFileButton
        busy={busy}
        onFile={(file) => (confirm ? setAsking(file) : upload(file))}
        label={label}
        busyLabel={busyLabel}
        {...(hint ? { hint } : {})}
      />
      {job.running && progressLabel ? <JobProgress progress={job.status?.progress} label={progressLabel} /> : null}
      <AlertDialog open={question !== undefined} onOpenChange={(open) => !open && setAsking(undefined)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{question?.title}</AlertDialogTitle>
            <AlertDialogDescription>{question?.description}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('ui.common.cancel')}</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              onClick={() => {
                if (asking) upload(asking);
                setAsking(undefined);
              }}
            >
              {question?.action}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <ImportReportDialog report={report && refused(report)} open={report !== undefined} onClose={() => setReport(undefined)} />
    </>
  );
}

/** 'upload audit matrix' (§2.21): the edited matrix, all rows or none. */
export function MatrixUploadButton() {
  const { t } = useTranslation();
  const start = useStartMatrixImport();
  return <AuditUploadButton start={start.mutateAsync} label={t('ui.auditMatrix.upload')} busyLabel={t('ui.auditMatrix.uploading')} />;
}
