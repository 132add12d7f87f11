import { ERROR_CODE } from '@sddp/shared';
import { importedReport, recoverStagedImport } from '#entities/staged-import';
import type { JobRecovery } from '#kit/jobs/job-runner';
import { logImport } from './supplier-import-log';

/**
 * An interrupted supplier import: the data module completes or rolls back what its write left (the
 * staged steps belong to the job); the job then ends done, or failed with "nothing was imported".
 */
export const recoverImportJob: JobRecovery<'org.import'> = async (job) => {
  if ((await recoverStagedImport(job.id)) === 'completed') {
    // Every planned row is in: of the rows checked, the writing phase's total were new.
    const { checked, total } = job.progress;
    const report = importedReport(checked, total, Math.max(0, checked - total));
    await logImport(job, report).catch(() => undefined);
    return { state: 'done', result: report };
  }
  return { state: 'failed', error: { code: ERROR_CODE.unavailable, messageKey: 'error.importInterrupted', params: {} } };
};
