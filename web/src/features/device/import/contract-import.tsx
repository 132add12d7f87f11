import { useTranslation } from 'react-i18next';
import { DownloadTemplateButton } from '@/components/import/download-template-button';
import { AllOrNoneImport } from '@/components/import/workbook-import';
import { deviceKeys } from '../api/device-keys';
import { contractTemplate, startContractImport, uploadContractWorkbook } from '../api/import-contracts';

/** 'Import contracts': choose, upload with progress, the job under an overlay, then the per-row report; and the template. */
export function ContractImport() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <AllOrNoneImport
        kind="device.contractImport"
        label={t('ui.device.importContracts')}
        hint={t('ui.device.importHint')}
        progressLabel={t('ui.device.importProgress')}
        name="device"
        upload={uploadContractWorkbook}
        startImport={startContractImport}
        refresh={deviceKeys.all}
      />
      <DownloadTemplateButton template={contractTemplate} />
    </div>
  );
}
