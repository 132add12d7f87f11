import { useTranslation } from 'react-i18next';
import type { JobStatus, UserImportReport } from '@sddp/shared';
import { DownloadTemplateButton } from '@/components/import/download-template-button';
import { ImportedAccountsTable } from '@/components/import/imported-accounts-table';
import { WorkbookImport } from '@/components/import/workbook-import';
import { startUserImport, uploadUserWorkbook, useImportedUsers, userImportTemplateLink } from '../api/import-users';

const reportOf = (status: JobStatus) => (status.kind === 'user.import' ? status.result : undefined);
const accountsOf = (report: UserImportReport) => <ImportedAccountsTable report={report} />;

/** 'Import users' on the all-users screen (/user/admin_import_user): the template, then the workbook as a job, then its report. */
export function ImportUsers() {
  const { t } = useTranslation();
  const imported = useImportedUsers();
  return (
    <>
      <WorkbookImport
        label={t('ui.userImport.import')}
        hint={t('ui.userImport.hint')}
        progressLabel={t('ui.userImport.progress')}
        name="user"
        upload={uploadUserWorkbook}
        startImport={startUserImport}
        reportOf={reportOf}
        onReport={imported}
        imported={accountsOf}
        summary={(report) => t('message.import.summaryAccounts', { rows: report.rows, created: report.created })}
      />
      <DownloadTemplateButton template={userImportTemplateLink} />
    </>
  );
}
