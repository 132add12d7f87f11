import type { UserImportReport } from '@sddp/shared';
import { logAuditImport } from '#entities/operation-log';
import { getProject } from '#entities/project';
import type { JobOwner } from '#kit/jobs/job-record';

/** The operation-log row of the import with its outcome; a failed write is only logged (the import stands). */
export async function logDhmcImport(owner: JobOwner, projectId: number, report: UserImportReport): Promise<void> {
  const project = await getProject(projectId);
  await logAuditImport(owner, 'log.dhmcImported', report, {
    projectName: project?.projectName ?? String(projectId),
    created: String(report.created),
    linked: String(report.unchanged),
  });
}
