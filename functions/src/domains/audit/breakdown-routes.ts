import { auditBreakdownImport, auditBreakdownTemplate, auditBreakdownUpload } from '@sddp/shared';
import { requireProject } from '../../lib/data/projects';
import { route } from '../../lib/http/types';
import { jobOwner } from '../../lib/jobs/job-owner';
import { startJob } from '../../lib/jobs/start-job';
import { presignAttachment, writeObject } from '../../lib/s3/objects';
// Not the kit's index: that would bundle the spreadsheet reader into this function.
import { AUDIT_BREAKDOWN_SHEET } from '../../lib/spreadsheet/audit-breakdown-sheet';
import { templateWorkbook } from '../../lib/spreadsheet/template';
import { XLSX_CONTENT_TYPE } from '../../lib/spreadsheet/xlsx-parts';
import { ownAuditUpload, presignAuditUpload } from './upload-keys';

/** The engineering breakdown template in the caller's language; the link lives five minutes. */
export const breakdownTemplateRoute = route(auditBreakdownTemplate, async ({ language }) => {
  const { bytes, fileName } = templateWorkbook(AUDIT_BREAKDOWN_SHEET, language);
  const key = `templates/audit-breakdown-${language}.xlsx`;
  await writeObject(key, bytes, XLSX_CONTENT_TYPE);
  return { url: await presignAttachment(key, fileName), fileName };
});

export const breakdownUploadRoute = route(auditBreakdownUpload, async ({ input, principal }) =>
  presignAuditUpload(principal.user.id, input.contentType, input.size),
);

/** Replaces the project's breakdown from the uploaded workbook: a job, all rows or none. */
export const breakdownImportRoute = route(auditBreakdownImport, async (call) => {
  await requireProject(call.input.projectId);
  const key = await ownAuditUpload(call.principal.user.id, call.input.key);
  return { jobId: await startJob('audit.breakdownImport', jobOwner(auditBreakdownImport, call), { key, projectId: call.input.projectId }) };
});
