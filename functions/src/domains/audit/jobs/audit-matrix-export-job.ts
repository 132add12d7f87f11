import { formatMessage } from '@sddp/shared';
import { auditMatrixRows } from '../data/audit-matrix';
import type { JobRunner } from '#kit/jobs/job-runner';
import { fileStamp, writeRowsToStorage } from '#kit/spreadsheet';
import { AUDIT_MATRIX_EXPORT_SHEET } from '../sheets/audit-matrix-sheet';
import { exportKey } from '#kit/jobs/export-key';

/** 'download audit matrix': the filtered matrix, in the columns the upload reads back. */
export const exportAuditMatrixJob: JobRunner<'audit.matrixExport'> = {
  async run(job, { progress }) {
    const key = exportKey(job.owner.userId, job.id);
    const language = job.owner.language;
    progress({ phase: 'writing' });
    const rows = await auditMatrixRows(job.input.orgId, job.input.filter, language);
    async function* pages() {
      yield { rows, total: rows.length };
    }
    const written = await writeRowsToStorage(AUDIT_MATRIX_EXPORT_SHEET, pages(), {
      key,
      language,
      onProgress: ({ written: done, total }) => progress({ phase: 'writing', written: done, total }),
    });
    return { key, fileName: formatMessage(language, 'audit.matrix.fileName', { stamp: fileStamp(new Date()) }), rows: written.rows };
  },
};
