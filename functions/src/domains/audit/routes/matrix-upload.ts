import { auditMatrixImport, auditMatrixUpload } from '@sddp/shared';
import { jobOwner } from '#http/job-owner';
import { route } from '#http/route';
import { startJob } from '#kit/jobs/start-job';
import { matrixScope } from './matrix-scope';
import { ownAuditUpload, presignAuditUpload } from './upload-keys';

export const matrixUploadRoute = route(auditMatrixUpload, async ({ input, principal }) =>
  presignAuditUpload(principal.user.id, input.contentType, input.size),
);

/** 'upload audit matrix': checked and applied by the spreadsheet worker, in the caller's scope. */
export const matrixImportRoute = route(auditMatrixImport, async (call) => {
  const key = await ownAuditUpload(call.principal.user.id, call.input.key);
  const orgId = matrixScope(call.principal);
  return {
    jobId: await startJob('audit.matrixImport', jobOwner(auditMatrixImport, call), { key, ...(orgId === undefined ? {} : { orgId }) }),
  };
});
