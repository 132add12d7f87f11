import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { WorkbookFileButton } from '@/components/upload/workbook-file-button';
import { JobProgress } from '@/lib/jobs/job-progress';
import { ImportReportDialog } from './import-report-dialog';
import { UploadProgress } from './upload-progress';
import { useSupplierImport } from './use-supplier-import';

/** Spec §2.13 'Import suppliers': choose, upload with progress, import under an overlay with the job's progress, report. */
export function SupplierImport() {
  const { t } = useTranslation();
  const { phase, report, reportOpen, start, closeReport } = useSupplierImport();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <WorkbookFileButton
        busy={phase.step !== 'idle'}
        onFile={(file) => void start(file)}
        label={t('ui.org.importSuppliers')}
        busyLabel={t('message.import.uploading')}
        hint={t('ui.org.importHint')}
      />
      {phase.step === 'uploading' ? <UploadProgress fraction={phase.progress} /> : null}
      {phase.step === 'importing' ? (
        <LoadingOverlay
          variant="screen"
          message={
            <span className="flex flex-col items-center gap-2">
              <span>{t('message.import.running')}</span>
              <JobProgress progress={phase.progress} label={t('ui.org.importProgress')} />
            </span>
          }
        />
      ) : null}
      <ImportReportDialog report={report} open={reportOpen} onClose={closeReport} />
    </div>
  );
}
