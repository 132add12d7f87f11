import { useTranslation } from 'react-i18next';
import type { JobStatus } from '@sddp/shared';
import { WorkbookImport } from '@/components/import/workbook-import';
import { uploadSupplierWorkbook, useImportedSuppliers, useStartImportMutation } from '../api/import-suppliers';

const reportOf = (status: JobStatus) => (status.kind === 'org.import' ? status.result : undefined);

/** Spec §2.13 'Import suppliers': choose, upload with progress, import under an overlay with the job's progress, report. */
export function SupplierImport() {
  const { t } = useTranslation();
  const startImport = useStartImportMutation();
  const imported = useImportedSuppliers();
  return (
    <WorkbookImport
      label={t('ui.org.importSuppliers')}
      hint={t('ui.org.importHint')}
      progressLabel={t('ui.org.importProgress')}
      name="org"
      upload={uploadSupplierWorkbook}
      startImport={startImport.mutateAsync}
      reportOf={reportOf}
      onReport={imported}
    />
  );
}
