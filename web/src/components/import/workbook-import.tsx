import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditImportReport, ImportReport, JobKind, JobStatus } from '@sddp/shared';
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

/** The imports whose job answers every row or none, with the per-row problems (the audit imports' report). */
type AllOrNoneKind = Extract<JobKind, 'device.contractImport' | 'delivery.workbookImport' | 'delivery.requirementsImport'>;

interface AllOrNoneImportProps extends Pick<WorkbookImportOptions<ImportReport>, 'name' | 'upload' | 'startImport'> {
  kind: AllOrNoneKind;
  label: string;
  hint: string;
  progressLabel: string;
  /** What the screen refreshes once the rows went in. */
  refresh: QueryKey;
}

/** Such a report read as the kit's: every row it read went in, or none did. */
const reportOf =
  (kind: AllOrNoneKind) =>
  (status: JobStatus): ImportReport | undefined => {
    if (status.kind !== kind || !status.result) return undefined;
    const report = status.result as AuditImportReport;
    return { ...report, created: report.status === 'imported' ? report.rows : 0, unchanged: 0 };
  };

/** An every-row-or-none workbook import: choose, upload with progress, the job under an overlay, then the report. */
export function AllOrNoneImport({ kind, refresh, ...options }: AllOrNoneImportProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <WorkbookImport
      {...options}
      reportOf={reportOf(kind)}
      summary={(report) => t('message.import.summaryRows', { rows: report.rows })}
      onReport={(report) => {
        if (report.status === 'imported') void queryClient.invalidateQueries({ queryKey: refresh });
      }}
    />
  );
}
