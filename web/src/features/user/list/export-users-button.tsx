import { useTranslation } from 'react-i18next';
import { ExportJobButton } from '@/lib/jobs/export-job-button';
import { useStartUserExportMutation, type UserExportFilters } from '../api/export-users';

/** Spec §2.16 Export: the current filters without page and limit; the workbook opens in a new tab. */
export function ExportUsersButton({ filters }: { filters: UserExportFilters }) {
  const { t } = useTranslation();
  const startExport = useStartUserExportMutation();
  return (
    <ExportJobButton
      start={() => startExport.mutateAsync(filters)}
      label={t('ui.user.export')}
      progressLabel={t('ui.user.exportProgress')}
    />
  );
}
