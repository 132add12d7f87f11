import { importBreakdownJob } from '#domains/audit/jobs/audit-breakdown-import-job';
import { exportAuditMatrixJob } from '#domains/audit/jobs/audit-matrix-export-job';
import { importAuditMatrixJob } from '#domains/audit/jobs/audit-matrix-import-job';
import { exportLogJob } from '#domains/audit/jobs/log-export-job';
import { exportClassRequirementsJob } from '#domains/delivery/jobs/class-requirements-export-job';
import { importClassRequirementsJob } from '#domains/delivery/jobs/class-requirements-import-job';
import { recountJob } from '#domains/delivery/jobs/recount-job';
import { exportReviewQueueJob } from '#domains/delivery/jobs/review-queue-export-job';
import { exportWorkbookJob } from '#domains/delivery/jobs/workbook-export-job';
import { importWorkbookJob } from '#domains/delivery/jobs/workbook-import-job';
import { importContractsJob } from '#domains/device/jobs/device-contract-import-job';
import { exportDhmcJob } from '#domains/dhmc/jobs/dhmc-export-job';
import { importDhmcJob } from '#domains/dhmc/jobs/dhmc-import-job';
import { exportOrgsJob } from '#domains/org/jobs/export-orgs-job';
import { importSuppliersJob } from '#domains/org/jobs/import-suppliers-job';
import { exportUsersJob } from '#domains/user/jobs/export-users-job';
import { importUsersJob } from '#domains/user/jobs/import-users-job';
import type { JobRunners } from '#kit/jobs/job-runner';

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
  'delivery.workbookExport': exportWorkbookJob,
  'delivery.workbookImport': importWorkbookJob,
  'delivery.recount': recountJob,
  'delivery.reviewQueueExport': exportReviewQueueJob,
  'delivery.requirementsExport': exportClassRequirementsJob,
  'delivery.requirementsImport': importClassRequirementsJob,
};
