import { auditBreakdownImport, auditBreakdownTemplate, auditBreakdownUpload } from '@sddp/shared';
import { requireProject } from '#entities/project';
import { jobOwner } from '#http/job-owner';
import { route } from '#http/route';
import { startJob } from '#kit/jobs/start-job';
import { templateLink } from '#kit/spreadsheet/template-link';
import { ownAuditUpload, presignAuditUpload } from './upload-keys';

/** The engineering breakdown template in the caller's language; the link lives five minutes. */
export const breakdownTemplateRoute = route(auditBreakdownTemplate, ({ language }) =>
  templateLink('audit-breakdown', language, async () => (await import('../sheets/audit-breakdown-sheet')).AUDIT_BREAKDOWN_SHEET),
);

export const breakdownUploadRoute = route(auditBreakdownUpload, async ({ input, principal }) =>
  presignAuditUpload(principal.user.id, input.contentType, input.size),
);

/** Replaces the project's breakdown from the uploaded workbook: a job, all rows or none. */
export const breakdownImportRoute = route(auditBreakdownImport, async (call) => {
  await requireProject(call.input.projectId);
  const key = await ownAuditUpload(call.principal.user.id, call.input.key);
  return { jobId: await startJob('audit.breakdownImport', jobOwner(auditBreakdownImport, call), { key, projectId: call.input.projectId }) };
});
