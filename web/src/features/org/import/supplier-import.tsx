import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { ImportFileButton } from './import-file-button';
import { ImportReportDialog } from './import-report-dialog';
import { UploadProgress } from './upload-progress';
import { useSupplierImport } from './use-supplier-import';

/** Spec §2.13 'Import suppliers': choose, upload with progress, import under an overlay, report. */
export function SupplierImport() {
  const { t } = useTranslation();
  const { phase, report, reportOpen, start, closeReport } = useSupplierImport();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ImportFileButton busy={phase.step !== 'idle'} onFile={(file) => void start(file)} />
      {phase.step === 'uploading' ? <UploadProgress fraction={phase.progress} /> : null}
      {phase.step === 'importing' ? <LoadingOverlay variant="screen" message={t('message.import.running')} /> : null}
      <ImportReportDialog report={report} open={reportOpen} onClose={closeReport} />
    </div>
  );
}
