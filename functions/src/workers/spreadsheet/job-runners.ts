import type { JobRunners } from '../../lib/jobs/job-runner';
import { exportOrgsJob } from './export-orgs-job';
import { importSuppliersJob } from './import-suppliers-job';

/** The kinds registry of the spreadsheet worker: a runner per kind (their recovery hooks: job-recoveries.ts). */
export const JOB_RUNNERS: JobRunners = {
  'org.import': importSuppliersJob,
  'org.export': exportOrgsJob,
};
