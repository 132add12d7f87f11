import { useTranslation } from 'react-i18next';
import { AllOrNoneImport } from '@/components/import/workbook-import';
import { ExportJobButton } from '@/lib/jobs/export-job-button';
import { deliveryKeys } from '../api/delivery-keys';
import { startDeliveryWorkbookExport, startDeliveryWorkbookImport, uploadDeliveryWorkbook } from '../api/supplier-delivery';

/** A contract's delivery workbook: download it filled with what is saved, import it back filled in (every row or none). */
export function ContractWorkbook({ contractId }: { contractId: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ExportJobButton
        start={() => startDeliveryWorkbookExport(contractId)}
        label={t('ui.delivery.supplier.workbookDownload')}
        progressLabel={t('ui.delivery.supplier.workbookDownloadProgress')}
      />
      <AllOrNoneImport
        kind="delivery.workbookImport"
        label={t('ui.delivery.supplier.workbookImport')}
        hint={t('ui.delivery.supplier.workbookImportHint')}
        progressLabel={t('ui.delivery.supplier.workbookImportProgress')}
        name="delivery"
        upload={uploadDeliveryWorkbook}
        startImport={startDeliveryWorkbookImport(contractId)}
        refresh={deliveryKeys.all}
      />
    </div>
  );
}
