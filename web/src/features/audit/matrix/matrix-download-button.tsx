import { useTranslation } from 'react-i18next';
import { ExportJobButton } from '@/lib/jobs/export-job-button';
import { type MatrixExportFilters, useStartMatrixExport } from '../api/matrix-transfer';

/** 'download audit matrix' (§2.21): the filtered assignments as an .xlsx, opened in a new tab. */
export function MatrixDownloadButton({ filters }: { filters: MatrixExportFilters }) {
  const { t } = useTranslation();
  const start = useStartMatrixExport();
  return (
    <ExportJobButton
      start={() => start.mutateAsync(filters)}
      label={t('ui.auditMatrix.download')}
      progressLabel={t('ui.auditMatrix.downloadProgress')}
    />
  );
}
