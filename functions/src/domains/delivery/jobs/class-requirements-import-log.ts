import type { AuditImportReport } from '@sddp/shared';
import { logAuditImport } from '#entities/operation-log';
import { getProject } from '#entities/project';
import type { JobOwner } from '#kit/jobs/job-record';
import type { Logger } from '#kit/logger';

/** The operation-log row of a requirements import, with its outcome; a failed write is only logged (the import stands). */
export async function logRequirementsImport(
  owner: JobOwner,
  projectId: number,
  report: AuditImportReport,
  classes: number,
  logger?: Logger,
): Promise<void> {
  try {
    const project = await getProject(projectId);
    await logAuditImport(owner, 'log.classRequirementsImported', report, {
      projectName: project?.projectName ?? String(projectId),
      classes: String(classes),
    });
  } catch (error) {
    logger?.error('operation log write failed', { error: String(error), key: 'log.classRequirementsImported' });
  }
}
