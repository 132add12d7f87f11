import { useTranslation } from 'react-i18next';
import type { UserImportReport } from '@sddp/shared';
import { ReportTable } from '@/components/import/report-table';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** The accounts an import created, row by row, with where each temporary password went. */
export function ImportedAccountsTable({ report }: { report: UserImportReport }) {
  const { t } = useTranslation();
  if (report.accounts.length === 0) return null;
  const more = report.moreAccounts > 0 ? t('ui.userImport.moreAccounts', { count: report.moreAccounts }) : undefined;
  return (
    <ReportTable label={t('ui.userImport.accounts')} more={more}>
      <TableHeader className="sticky top-0 bg-muted">
        <TableRow>
          <TableHead className="w-16">{t('ui.userImport.row')}</TableHead>
          <TableHead>{t('ui.userImport.userCode')}</TableHead>
          <TableHead>{t('ui.userImport.linkman')}</TableHead>
          <TableHead>{t('ui.userImport.orgName')}</TableHead>
          <TableHead>{t('ui.userImport.mailedTo')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {report.accounts.map((account) => (
          <TableRow key={account.userCode}>
            <TableCell className="tabular-nums">{account.row ?? '—'}</TableCell>
            <TableCell>{account.userCode}</TableCell>
            <TableCell>{account.linkman}</TableCell>
            <TableCell>{account.orgName}</TableCell>
            <TableCell className="whitespace-normal">{account.mailedTo || t('ui.userImport.notMailed')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ReportTable>
  );
}
