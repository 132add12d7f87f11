import type { AuditImportReport } from '@sddp/shared';
import { replaceAssignmentsOfUsers } from '#entities/audit-assignment';
import { logAuditImport } from '#entities/operation-log';
import type { JobRunner } from '#kit/jobs/job-runner';
import { readWorkbookRows } from '#kit/spreadsheet';
import { auditImported, auditRejected, readAuditUpload } from '#kit/spreadsheet/uploaded-workbook';
import { AUDIT_MATRIX_SHEET } from '../sheets/audit-matrix-sheet';
import { planMatrixUpload } from './audit-matrix-plan';

/**
 * 'upload audit matrix': every row checked (file, cells, then the stored data) before anything is
 * written; then the assignments of every account in the file are replaced by the file's.
 */
export const importAuditMatrixJob: JobRunner<'audit.matrixImport'> = {
  async run(job, { progress, flush, logger }) {
    const language = job.owner.language;
    const bytes = await readAuditUpload(job.input.key);
    progress({ phase: 'reading' });
    const parsed = readWorkbookRows(AUDIT_MATRIX_SHEET, bytes, language, ({ read, checked, total }) =>
      progress({ phase: read < total ? 'reading' : 'checking', read, checked, total }),
    );
    let report: AuditImportReport;
    if (parsed.problems.length > 0) {
      report = auditRejected(parsed.dataRows, parsed.problems, parsed.moreProblems);
    } else {
      const plan = await planMatrixUpload(parsed.rows, job.input.orgId, language);
      if (plan.problems.length > 0) {
        report = auditRejected(parsed.rows.length, plan.problems);
      } else {
        await flush();
        progress({ phase: 'writing', total: plan.replacements.length, written: 0 });
        await replaceAssignmentsOfUsers(plan.replacements);
        report = auditImported(parsed.rows.length);
      }
    }
    await logAuditImport(job.owner, 'log.auditMatrixImported', report).catch((error: unknown) =>
      logger.error('operation log write failed', { error: String(error), key: 'log.auditMatrixImported' }),
    );
    return report;
  },
};
