import type { JobRecoveries } from '../../lib/jobs/job-runner';
import { recoverContractImportJob } from './device-contract-import-recovery';
import { recoverDhmcImportJob } from './dhmc-import-recovery';
import { recoverImportJob } from './supplier-import-recovery';
import { recoverUserImportJob } from './user-import-recovery';

/** What the recovery pass does per kind (an export has nothing to undo: it just fails as interrupted). */
export const JOB_RECOVERIES: JobRecoveries = {
  'org.import': recoverImportJob,
  'user.import': recoverUserImportJob,
  'dhmc.import': recoverDhmcImportJob,
  'device.contractImport': recoverContractImportJob,
};
