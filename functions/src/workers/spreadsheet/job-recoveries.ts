import { recoverRequirementsImportJob } from '#domains/delivery/jobs/class-requirements-import-recovery';
import { recoverRecountJob } from '#domains/delivery/jobs/recount-job';
import { recoverWorkbookImportJob } from '#domains/delivery/jobs/workbook-import-recovery';
import { recoverContractImportJob } from '#domains/device/jobs/device-contract-import-recovery';
import { recoverDhmcImportJob } from '#domains/dhmc/jobs/dhmc-import-recovery';
import { recoverImportJob } from '#domains/org/jobs/supplier-import-recovery';
import { recoverUserImportJob } from '#entities/account-import';
import type { JobRecoveries } from '#kit/jobs/job-runner';

/** What the recovery pass does per kind (an export has nothing to undo: it just fails as interrupted). */
export const JOB_RECOVERIES: JobRecoveries = {
  'org.import': recoverImportJob,
  'user.import': recoverUserImportJob,
  'dhmc.import': recoverDhmcImportJob,
  'device.contractImport': recoverContractImportJob,
  'delivery.workbookImport': recoverWorkbookImportJob,
  'delivery.recount': recoverRecountJob,
  'delivery.requirementsImport': recoverRequirementsImportJob,
};
