import { ERROR_CODE } from '@sddp/shared';
import { getContract } from '#entities/device';
import type { JobRecovery } from '#kit/jobs/job-runner';
import { auditImported } from '#kit/spreadsheet/uploaded-workbook';
import { recoverWorkbookWrite } from '../data/workbook-write';
import { logWorkbookImport } from './workbook-import-log';

/**
 * An interrupted workbook import: what its write left is finished (every row of the file is in, the job
 * ends done) or, staged only or a record changed meanwhile, nothing of it stays and the job fails with
 * "nothing was imported".
 */
export const recoverWorkbookImportJob: JobRecovery<'delivery.workbookImport'> = async (job) => {
  const { outcome, rows } = await recoverWorkbookWrite(job.id, job.input.contractId);
  if (outcome !== 'written')
    return { state: 'failed', error: { code: ERROR_CODE.unavailable, messageKey: 'error.importInterrupted', params: {} } };
  const report = auditImported(rows);
  const contract = await getContract(job.input.contractId);
  await logWorkbookImport(job.owner, { contractNo: contract?.contractNo ?? '' }, report);
  return { state: 'done', result: report };
};
