import type { Language } from '@sddp/shared';
import { createImportedAccounts, runAccountWorkbookImport, userImportReport } from '#entities/account-import';
import { importedReport, rejectedReport } from '#entities/staged-import';
import type { JobContext, JobRunner } from '#kit/jobs/job-runner';
import { linkDhmcPerson } from '../data/dhmc-people';
import { DHMC_IMPORT_SHEET } from '../sheets/dhmc-sheet';
import { logDhmcImport } from './dhmc-import-log';
import { planDhmcImport, type DhmcImportPlan } from './dhmc-import-plan';

/** Every person of the file joins the project (membership, then the DHMC item): repeatable, so a re-import completes it. */
async function linkAll(projectId: number, people: readonly { userId: number; discipline: string }[], context: JobContext) {
  context.progress({ phase: 'writing', written: 0, total: people.length });
  for (const [index, person] of people.entries()) {
    await linkDhmcPerson(person.userId, projectId, person.discipline);
    context.progress({ phase: 'writing', written: index + 1, total: people.length });
  }
}

/** The new accounts created (all or none) and mailed, then every person of the file linked to the project. */
async function write(jobId: string, projectId: number, plan: DhmcImportPlan, rows: number, language: Language, context: JobContext) {
  const column = DHMC_IMPORT_SHEET.label('userCode', language);
  const created = await createImportedAccounts(jobId, plan.create, column, language, context);
  if (created.status === 'taken') return userImportReport(rejectedReport(rows, created.problems));
  await linkAll(
    projectId,
    [
      ...created.records.map((user, index) => ({ userId: user.id, discipline: plan.create[index]!.row.discipline })),
      ...plan.link.map(({ user, row }) => ({ userId: user.id, discipline: row.discipline })),
    ],
    context,
  );
  return userImportReport(importedReport(rows, created.records.length, plan.link.length), created.mailed);
}

/**
 * 'Import file' of the DHMC detail (POST /user/dhmc/import): the workbook read and every row checked
 * (cells, then logins and organisations), all or nothing with a report per row; then the new accounts
 * created as one staged import and mailed their temporary passwords, and every person linked to the
 * project. `unchanged` in the report counts the people who already had an account (linked, not created).
 */
export const importDhmcJob: JobRunner<'dhmc.import'> = {
  async run(job, context) {
    const language = job.owner.language;
    const { projectId } = job.input;
    const report = await runAccountWorkbookImport(job.input.key, language, context, {
      sheet: DHMC_IMPORT_SHEET,
      plan: (rows) => planDhmcImport(rows, projectId, language),
      write: (plan, rows) => write(job.id, projectId, plan, rows, language, context),
    });
    await logDhmcImport(job.owner, projectId, report).catch((error: unknown) =>
      context.logger.error('operation log write failed', { error: String(error), key: 'log.dhmcImported' }),
    );
    return report;
  },
};
