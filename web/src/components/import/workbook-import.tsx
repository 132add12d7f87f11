import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportReport } from '@sddp/shared';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { WorkbookFileButton } from '@/components/upload/workbook-file-button';
import { JobProgress } from '@/lib/jobs/job-progress';
import { ImportReportDialog } from './import-report-dialog';
import { UploadProgress } from './upload-progress';
import { useWorkbookImport, type WorkbookImportOptions } from './use-workbook-import';

interface WorkbookImportProps<R extends ImportReport> extends WorkbookImportOptions<R> {
  label: string;
  hint: string;
  progressLabel: string;
  /** What the report shows of an import that went in, under its counts. */
  imported?: (report: R) => ReactNode;
  /** The counts line of an import that went in (ImportReportDialog). */
  summary?: (report: R) => string;
}

/** Choose a workbook, upload it with progress, import under an overlay with the job's progress, then the report dialog. */
export function WorkbookImport<R extends ImportReport>({
  label,
  hint,
  progressLabel,
  imported,
  summary,
  ...options
}: WorkbookImportProps<R>) {
  const { t } = useTranslation();
  const { phase, report, reportOpen, start, closeReport } = useWorkbookImport(options);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <WorkbookFileButton
        busy={phase.step !== 'idle'}
        onFile={(file) => void start(file)}
        label={label}
        busyLabel={t('message.import.uploading')}
        hint={hint}
      />
      {phase.step === 'uploading' ? <UploadProgress fraction={phase.progress} /> : null}
      {phase.step === 'importing' ? (
        <LoadingOverlay
          variant="screen"
          message={
            <span className="flex flex-col items-center gap-2">
              <span>{t('message.import.running')}</span>
              <JobProgress progress={phase.progress} label={progressLabel} />
            </span>
          }
        />
      ) : null}
      <ImportReportDialog report={report} open={reportOpen} onClose={closeReport} summary={summary} {...(imported ? { imported } : {})} />
    </div>
  );
}
