import { logExport } from '@sddp/shared';
import { jobOwner } from '#http/job-owner';
import { route } from '#http/route';
import { startJob } from '#kit/jobs/start-job';

/** Export of the filtered log: a spreadsheet job (at most LOG_EXPORT_MAX_ROWS rows, newest first). */
export const logExportRoute = route(logExport, async (call) => ({
  jobId: await startJob('log.export', jobOwner(logExport, call), { filter: call.input }),
}));
