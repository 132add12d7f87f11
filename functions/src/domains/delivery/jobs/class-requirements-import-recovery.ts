import { ERROR_CODE } from '@sddp/shared';
import type { JobRecovery } from '#kit/jobs/job-runner';
import { auditImported } from '#kit/spreadsheet/uploaded-workbook';
import { settleRequirementsImport } from '../data/class-requirements-import-write';
import { logRequirementsImport } from './class-requirements-import-log';

/**
 * An interrupted requirements import: committed before the worker died, it is finished and the job ends
 * imported; otherwise every class it wrote is put back and the job fails with "nothing was imported".
 */
export const recoverRequirementsImportJob: JobRecovery<'delivery.requirementsImport'> = async (job) => {
  const settled = await settleRequirementsImport({ jobId: job.id, projectId: job.input.projectId });
  if (!settled?.imported)
    return { state: 'failed', error: { code: ERROR_CODE.unavailable, messageKey: 'error.importInterrupted', params: {} } };
  const report = auditImported(settled.rows);
  await logRequirementsImport(job.owner, job.input.projectId, report, settled.classes);
  return { state: 'done', result: report };
};
