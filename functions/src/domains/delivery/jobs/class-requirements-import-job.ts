import type { AuditImportReport } from '@sddp/shared';
import { getBreakdown } from '#entities/project-breakdown';
import { listClassRequirements } from '#entities/tag-delivery';
import type { JobRunner } from '#kit/jobs/job-runner';
import { getJob } from '#kit/jobs/job-store';
import { readWorkbookRows } from '#kit/spreadsheet';
import { auditImported, auditRejected, problemOf, readAuditUpload } from '#kit/spreadsheet/uploaded-workbook';
import { settleEndedImports, writeRequirementsImport } from '../data/class-requirements-import-write';
import { recountClasses } from '../data/recount';
import { CLASS_REQUIREMENTS_SHEET } from '../sheets/class-requirements-sheet';
import { logRequirementsImport } from './class-requirements-import-log';
import { planRequirementsImport } from './class-requirements-import-plan';

/** A job that is over (or gone with its record): what it left unsettled is no one else's to settle. */
async function jobEnded(jobId: string): Promise<boolean> {
  const job = await getJob(jobId);
  return !job || job.state === 'done' || job.state === 'failed';
}

/**
 * 'Import workbook' of the class requirements: every row checked (the file, its cells, then the editor's
 * rules and the project's breakdown) before anything is written; then the classes the file names and
 * changes get its requirements, all of them or none (data/class-requirements-import-write.ts).
 */
export const importClassRequirementsJob: JobRunner<'delivery.requirementsImport'> = {
  async run(job, { progress, flush, logger }) {
    const language = job.owner.language;
    const { projectId } = job.input;
    const bytes = await readAuditUpload(job.input.key);
    progress({ phase: 'reading' });
    const parsed = readWorkbookRows(CLASS_REQUIREMENTS_SHEET, bytes, language, ({ read, checked, total }) =>
      progress({ phase: read < total ? 'reading' : 'checking', read, checked, total }),
    );
    await settleEndedImports(projectId, jobEnded);
    const [breakdown, stored] = await Promise.all([getBreakdown(projectId), listClassRequirements(projectId)]);
    // The rows whose cells are valid are checked against the rules and the breakdown too, so one report lists every problem.
    const plan = planRequirementsImport(parsed.rows, new Set(breakdown.classes.map((factoryClass) => factoryClass.code)), stored, language);
    let report: AuditImportReport;
    let classes = 0;
    if (parsed.problems.length > 0 || plan.problems.length > 0) {
      report = auditRejected(parsed.dataRows, [...parsed.problems, ...plan.problems], parsed.moreProblems);
    } else {
      await flush();
      progress({ phase: 'writing', total: plan.changed.length, written: 0 });
      const outcome = await writeRequirementsImport({
        jobId: job.id,
        projectId,
        classes: plan.changed,
        rows: parsed.rows.length,
        updatedBy: job.owner.userCode,
        onWritten: (written, total) => progress({ phase: 'writing', written, total }),
      });
      if (outcome.status === 'imported') {
        report = auditImported(parsed.rows.length);
        classes = plan.changed.length;
        // Tags that delivered against the replaced requirements are counted again (data/recount.ts).
        await recountClasses(
          projectId,
          plan.changed.map((planned) => planned.classCode),
          job.owner.userCode,
        );
      } else {
        const rowOf = new Map(plan.changed.map((planned) => [planned.classCode, planned.row]));
        const label = CLASS_REQUIREMENTS_SHEET.label('classCode', language);
        report = auditRejected(
          parsed.rows.length,
          outcome.classCodes.map((classCode) =>
            problemOf(language, rowOf.get(classCode) ?? 1, label, 'import.classRequirements.classChanged', { classCode }),
          ),
        );
      }
    }
    await logRequirementsImport(job.owner, projectId, report, classes, logger);
    return report;
  },
};
