import { useTranslation } from 'react-i18next';
import { downloadUrl } from '@/components/import/download-url';
import { ExportJobButton } from '@/lib/jobs/export-job-button';
import { useStartExportMutation, type OrgExportFilters } from '../api/export-orgs';

/** Spec §2.16 Export, for the organisation list: the current filters without page and limit; the workbook is downloaded. */
export function ExportOrgsButton({ filters }: { filters: OrgExportFilters }) {
  const { t } = useTranslation();
  const startExport = useStartExportMutation();
  return (
    <ExportJobButton
      start={() => startExport.mutateAsync(filters)}
      label={t('ui.org.export')}
      progressLabel={t('ui.org.exportProgress')}
      deliver={downloadUrl}
    />
  );
}
