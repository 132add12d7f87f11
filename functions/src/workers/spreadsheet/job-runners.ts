import type { JobRunners } from '../../lib/jobs/job-runner';
import { importBreakdownJob } from './audit-breakdown-import-job';
import { importContractsJob } from './device-contract-import-job';
import { exportAuditMatrixJob } from './audit-matrix-export-job';
import { importAuditMatrixJob } from './audit-matrix-import-job';
import { exportDhmcJob } from './dhmc-export-job';
import { importDhmcJob } from './dhmc-import-job';
import { exportOrgsJob } from '../../lib/jobs/export-key';
import { exportUsersJob } from './export-users-job';
import { importSuppliersJob } from './import-suppliers-job';
import { importUsersJob } from './import-users-job';
import { exportLogJob } from './log-export-job';

/** The kinds registry of the spreadsheet worker: a runner per kind (their recovery hooks: job-recoveries.ts). */
export const JOB_RUNNERS: JobRunners = {
  'org.import': importSuppliersJob,
  'org.export': exportOrgsJob,
  'user.export': exportUsersJob,
  'audit.matrixExport': exportAuditMatrixJob,
  'audit.matrixImport': importAuditMatrixJob,
  'audit.breakdownImport': importBreakdownJob,
  'user.import': importUsersJob,
  'log.export': exportLogJob,
  'dhmc.import': importDhmcJob,
  'dhmc.export': exportDhmcJob,
  'device.contractImport': importContractsJob,
};
