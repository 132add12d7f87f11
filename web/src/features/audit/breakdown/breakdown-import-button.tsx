import { useTranslation } from 'react-i18next';
import type { ProjectBreakdown } from '@sddp/shared';
import { AuditUploadButton } from '../matrix/matrix-upload-button';
import { startBreakdownImport } from './api/breakdown-transfer';

interface BreakdownImportButtonProps {
  projectId: number;
  projectName: string;
  /** The breakdown the import replaces, for the confirmation's counts. */
  current: ProjectBreakdown | undefined;
}

/** 'Import breakdown': asks first (the project's whole breakdown is replaced), then upload, job, report. */
export function BreakdownImportButton({ projectId, projectName, current }: BreakdownImportButtonProps) {
  const { t } = useTranslation();
  return (
    <AuditUploadButton
      start={(file) => startBreakdownImport(projectId, file)}
      label={t('ui.auditBreakdown.import')}
      busyLabel={t('ui.auditBreakdown.importing')}
      hint={t('ui.auditBreakdown.importHint')}
      progressLabel={t('ui.auditBreakdown.importProgress')}
      confirm={(file) => ({
        title: t('ui.auditBreakdown.confirmTitle', { project: projectName }),
        description: t('ui.auditBreakdown.confirmDescription', {
          file: file.name,
          mainItems: current?.mainItems.length ?? 0,
          classes: current?.classes.length ?? 0,
        }),
        action: t('ui.auditBreakdown.confirmImport'),
      })}
    />
  );
}
