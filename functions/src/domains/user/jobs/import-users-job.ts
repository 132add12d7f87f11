import type { Language } from '@sddp/shared';
import { createImportedAccounts, runAccountWorkbookImport, logUserImport, userImportReport } from '#entities/account-import';
import { importedReport, rejectedReport } from '#entities/staged-import';
import type { JobContext, JobRunner } from '#kit/jobs/job-runner';
import { USER_IMPORT_SHEET } from '../sheets/user-import-sheet';
import { planUserImport, type UserImportPlan } from './user-import-plan';

/** Every planned account created as one staged import and mailed its temporary password; the report lists them. */
async function createAll(jobId: string, plan: UserImportPlan, rows: number, language: Language, context: JobContext) {
  const column = USER_IMPORT_SHEET.label('userCode', language);
  const created = await createImportedAccounts(jobId, plan.accounts, column, language, context);
  if (created.status === 'taken') return userImportReport(rejectedReport(rows, created.problems));
  return userImportReport(importedReport(rows, created.records.length, 0), created.mailed);
}

/**
 * 'import users': the workbook read and every row checked (cells, then organisations and logins), all
 * or nothing with a report per row; then every account created as a staged import and mailed its
 * temporary password; the report lists them. The operation-log row records the outcome.
 */
export const importUsersJob: JobRunner<'user.import'> = {
  async run(job, context) {
    const language = job.owner.language;
    const report = await runAccountWorkbookImport(job.input.key, language, context, {
      sheet: USER_IMPORT_SHEET,
      plan: (rows) => planUserImport(rows, language),
      write: (plan, rows) => createAll(job.id, plan, rows, language, context),
    });
    await logUserImport(job.owner, report, (error) =>
      context.logger.error('operation log write failed', { error: String(error), key: 'log.userImported' }),
    );
    return report;
  },
};
