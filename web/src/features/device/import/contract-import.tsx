import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ImportReport, JobStatus } from '@sddp/shared';
import { DownloadTemplateButton } from '@/components/import/download-template-button';
import { WorkbookImport } from '@/components/import/workbook-import';
import { deviceKeys } from '../api/device-keys';
import { contractTemplate, startContractImport, uploadContractWorkbook } from '../api/import-contracts';

/** The contract import answers the audit imports' report; read as the kit's (an import creates every row it takes). */
const reportOf = (status: JobStatus): ImportReport | undefined =>
  status.kind === 'device.contractImport' && status.result
    ? { ...status.result, created: status.result.status === 'imported' ? status.result.rows : 0, unchanged: 0 }
    : undefined;

/** 'Import contracts': choose, upload with progress, the job under an overlay, then the per-row report; and the template. */
export function ContractImport() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <WorkbookImport
        label={t('ui.device.importContracts')}
        hint={t('ui.device.importHint')}
        progressLabel={t('ui.device.importProgress')}
        name="device"
        upload={uploadContractWorkbook}
        startImport={startContractImport}
        reportOf={reportOf}
        summary={(report) => t('message.import.summaryRows', { rows: report.rows })}
        onReport={(report) => {
          if (report.status === 'imported') void queryClient.invalidateQueries({ queryKey: deviceKeys.all });
        }}
      />
      <DownloadTemplateButton template={contractTemplate} />
    </div>
  );
}
