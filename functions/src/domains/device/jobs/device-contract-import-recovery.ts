import { ERROR_CODE } from '@sddp/shared';
import { recoverStagedImport } from '#entities/staged-import';
import type { JobRecovery } from '#kit/jobs/job-runner';
import { auditImported } from '#kit/spreadsheet/uploaded-workbook';
import { tagsOfImportJob } from '../data/device-writes';
import { logContractImport } from './device-contract-import-log';

/**
 * An interrupted contract import: the staged-import recovery completes or rolls back what its write
 * left. Completed, every contract and tag number of the file is in, and the job ends done (a row per
 * tag number, as the workbook has). Otherwise it fails with "nothing was imported".
 */
export const recoverContractImportJob: JobRecovery<'device.contractImport'> = async (job) => {
  if ((await recoverStagedImport(job.id)) !== 'completed')
    return { state: 'failed', error: { code: ERROR_CODE.unavailable, messageKey: 'error.importInterrupted', params: {} } };
  const report = auditImported(await tagsOfImportJob(job.id));
  await logContractImport(job.owner, report);
  return { state: 'done', result: report };
};
