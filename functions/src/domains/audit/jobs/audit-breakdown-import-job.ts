import type { AuditImportReport, ImportProblem } from '@sddp/shared';
import { logAuditImport } from '#entities/operation-log';
import { BREAKDOWN_MAX_ENTRIES, replaceBreakdown, type FactoryClass, type MainItem } from '#entities/project-breakdown';
import type { JobRunner } from '#kit/jobs/job-runner';
import { readWorkbookRows } from '#kit/spreadsheet';
import { auditImported, auditRejected, problemOf, readAuditUpload } from '#kit/spreadsheet/uploaded-workbook';
import { AUDIT_BREAKDOWN_SHEET, kindOfCell } from '../sheets/audit-breakdown-sheet';

/** A project's engineering breakdown replaced by the workbook's, all rows or none. */
export const importBreakdownJob: JobRunner<'audit.breakdownImport'> = {
  async run(job, { progress, flush, logger }) {
    const language = job.owner.language;
    const bytes = await readAuditUpload(job.input.key);
    progress({ phase: 'reading' });
    const parsed = readWorkbookRows(AUDIT_BREAKDOWN_SHEET, bytes, language, ({ read, checked, total }) =>
      progress({ phase: read < total ? 'reading' : 'checking', read, checked, total }),
    );
    const mainItems: MainItem[] = [];
    const classes: FactoryClass[] = [];
    const problems: ImportProblem[] = [];
    const seen = new Map<string, number>();
    for (const row of parsed.rows) {
      const kind = kindOfCell(row.kind)!;
      const first = seen.get(`${kind}#${row.code}`);
      if (first !== undefined) {
        problems.push(
          problemOf(language, row.row, AUDIT_BREAKDOWN_SHEET.label('code', language), 'audit.breakdown.duplicate', { row: first }),
        );
        continue;
      }
      seen.set(`${kind}#${row.code}`, row.row);
      if (kind === 'main') mainItems.push({ code: row.code, name: row.name });
      else if (row.type === '')
        problems.push(problemOf(language, row.row, AUDIT_BREAKDOWN_SHEET.label('type', language), 'audit.breakdown.typeRequired'));
      else classes.push({ code: row.code, name: row.name, type: row.type });
    }
    if (mainItems.length + classes.length > BREAKDOWN_MAX_ENTRIES) {
      problems.push(problemOf(language, 1, '', 'audit.error.tooLarge'));
    }
    let report: AuditImportReport;
    if (parsed.problems.length > 0 || problems.length > 0) {
      report = auditRejected(parsed.dataRows, [...parsed.problems, ...problems], parsed.moreProblems);
    } else {
      await flush();
      progress({ phase: 'writing', total: parsed.rows.length, written: 0 });
      await replaceBreakdown(job.input.projectId, mainItems, classes);
      report = auditImported(parsed.rows.length);
    }
    await logAuditImport(job.owner, 'log.auditBreakdownImported', report, { projectId: String(job.input.projectId) }).catch(
      (error: unknown) => logger.error('operation log write failed', { error: String(error), key: 'log.auditBreakdownImported' }),
    );
    return report;
  },
};
