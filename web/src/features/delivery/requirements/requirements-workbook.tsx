import { useTranslation } from 'react-i18next';
import { AllOrNoneImport } from '@/components/import/workbook-import';
import { ExportJobButton } from '@/lib/jobs/export-job-button';
import { startRequirementsExport, startRequirementsImport, uploadRequirementsWorkbook } from '../api/class-requirements-workbook';
import { deliveryKeys } from '../api/delivery-keys';

/**
 * 'Download workbook' (every class of the breakdown with what it requires) and 'Import workbook' (the same
 * file back: choose, upload with progress, the job under an overlay, then the per-row report).
 */
export function RequirementsWorkbook({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ExportJobButton
        start={() => startRequirementsExport(projectId)}
        label={t('ui.delivery.requirements.download')}
        progressLabel={t('ui.delivery.requirements.downloadProgress')}
      />
      <AllOrNoneImport
        kind="delivery.requirementsImport"
        label={t('ui.delivery.requirements.import')}
        hint={t('ui.delivery.requirements.importHint')}
        progressLabel={t('ui.delivery.requirements.importProgress')}
        name="requirements"
        upload={uploadRequirementsWorkbook}
        startImport={(key) => startRequirementsImport(projectId, key)}
        refresh={deliveryKeys.all}
      />
    </div>
  );
}
