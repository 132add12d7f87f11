import { exportFileName, exportJob, exportSource, onePage } from '#kit/spreadsheet/export-job';
import { auditMatrixRows } from '../data/audit-matrix';
import { AUDIT_MATRIX_EXPORT_SHEET } from '../sheets/audit-matrix-sheet';

/** 'download audit matrix': the filtered matrix, in the columns the upload reads back. */
export const exportAuditMatrixJob = exportJob<'audit.matrixExport'>(async (job) => {
  const language = job.owner.language;
  const rows = await auditMatrixRows(job.input.orgId, job.input.filter, language);
  return exportSource(AUDIT_MATRIX_EXPORT_SHEET, exportFileName(language, 'audit.matrix.fileName'), onePage(rows));
});
