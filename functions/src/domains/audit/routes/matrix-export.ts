import { auditMatrixExport } from '@sddp/shared';
import { jobOwner } from '#http/job-owner';
import { route } from '#http/route';
import { startJob } from '#kit/jobs/start-job';
import { matrixScope } from './matrix-scope';

/** 'download audit matrix': a job of the spreadsheet worker; `/job/status` then gives a short-lived link. */
export const matrixExportRoute = route(auditMatrixExport, async (call) => {
  const orgId = matrixScope(call.principal);
  return {
    jobId: await startJob('audit.matrixExport', jobOwner(auditMatrixExport, call), {
      filter: { linkman: call.input.linkman, userCode: call.input.userCode },
      ...(orgId === undefined ? {} : { orgId }),
    }),
  };
});
