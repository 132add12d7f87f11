import { orgExport } from '@sddp/shared';
import { jobOwner } from '#http/job-owner';
import { route } from '#http/route';
import { startJob } from '#kit/jobs/start-job';

/** Starts the export of the organisations matching the list's filters as a job of the spreadsheet worker. */
export const exportOrgsRoute = route(orgExport, async (call) => ({
  jobId: await startJob('org.export', jobOwner(orgExport, call), { filter: call.input }),
}));
