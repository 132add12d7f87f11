import { useTranslation } from 'react-i18next';
import type { JobStatus } from '@sddp/shared';
import { DownloadTemplateButton } from '@/components/import/download-template-button';
import { ImportedAccountsTable } from '@/components/import/imported-accounts-table';
import { WorkbookImport } from '@/components/import/workbook-import';
import { ExportJobButton } from '@/lib/jobs/export-job-button';
import {
  dhmcTemplateLink,
  startDhmcExport,
  startDhmcImport,
  uploadDhmcWorkbook,
  useDhmcImported,
  type DhmcExportFilters,
} from '../api/dhmc-transfer';

const reportOf = (status: JobStatus) => (status.kind === 'dhmc.import' ? status.result : undefined);

/** 'Download template', 'Import file' (all or nothing, with the report per row) and the export of the filtered people. */
export function DhmcTransferActions({ projectName, filters }: { projectName: string; filters: DhmcExportFilters }) {
  const { t } = useTranslation();
  const imported = useDhmcImported();
  return (
    <>
      <DownloadTemplateButton template={dhmcTemplateLink} />
      <WorkbookImport
        label={t('ui.dhmc.import')}
        hint={t('ui.dhmc.importHint')}
        progressLabel={t('ui.dhmc.importProgress')}
        name="dhmc"
        upload={uploadDhmcWorkbook}
        startImport={startDhmcImport(filters.projectId, projectName)}
        reportOf={reportOf}
        onReport={imported}
        imported={(report) => <ImportedAccountsTable report={report} />}
        summary={(report) => t('message.import.summaryPeople', { rows: report.rows, created: report.created, unchanged: report.unchanged })}
      />
      <ExportJobButton start={() => startDhmcExport(filters)} label={t('ui.dhmc.export')} progressLabel={t('ui.dhmc.exportProgress')} />
    </>
  );
}
