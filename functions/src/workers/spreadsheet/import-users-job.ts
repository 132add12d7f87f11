import type { ImportReport, Language } from '@sddp/shared';
import { createAccountsTogether, UserCodesTaken } from '../../lib/data/user-import';
import type { JobRunner } from '../../lib/jobs/job-runner';
import { mailTemporaryPassword, newTemporaryPassword } from '../../lib/passwords/temporary-password';
import { readWorkbookRows } from '../../lib/spreadsheet';
import { USER_IMPORT_SHEET, type UserImportRow } from '../../lib/spreadsheet/user-import-sheet';
import { logAuditImport } from './audit-import-log';
import { problemOf, readAuditUpload } from './audit-upload';
import { importedReport, rejectedReport } from './import-report';
import { planUserImport, type UserImportPlan } from './user-import-plan';

/** Every account of the plan with its own temporary password, written together; then each password is mailed to its account. */
async function createAll(accounts: UserImportPlan['accounts'], language: Language): Promise<number> {
  const issued = await Promise.all(accounts.map(() => newTemporaryPassword()));
  const users = await createAccountsTogether(
    accounts.map(({ row, org }, index) => {
      const { fields } = issued[index] as (typeof issued)[number];
      return {
        userCode: row.userCode,
        linkman: row.linkman,
        userRole: org.orgType,
        userType: '',
        orgId: org.id,
        orgName: org.orgName,
        orgDepartment: row.orgDepartment,
        email: row.email,
        email2: '',
        phone: '',
        phone2: '',
        linkPhone: row.linkPhone,
        businessLicence: '',
        permissionType: [],
        ...fields,
        createTime: fields.pwdChangedAt,
      };
    }),
  );
  for (const [index, user] of users.entries()) {
    const { plain, expiresAt } = issued[index] as (typeof issued)[number];
    await mailTemporaryPassword(user, plain, expiresAt, 'created', language);
  }
  return users.length;
}

const takenProblem = (row: UserImportRow, language: Language) =>
  problemOf(language, row.row, USER_IMPORT_SHEET.label('userCode', language), 'import.users.codeTaken');

/**
 * 'import users': the workbook read and every row checked (cells, then organisations and logins), then
 * all accounts created in one transaction or none; a report per row; each new account is mailed its
 * temporary password. The operation-log row records the outcome.
 */
export const importUsersJob: JobRunner<'user.import'> = {
  async run(job, { progress, flush, logger }) {
    const language = job.owner.language;
    const bytes = await readAuditUpload(job.input.key);
    progress({ phase: 'reading' });
    const parsed = readWorkbookRows(USER_IMPORT_SHEET, bytes, language, ({ read, checked, total }) =>
      progress({ phase: read < total ? 'reading' : 'checking', read, checked, total }),
    );
    let report: ImportReport = rejectedReport(parsed.dataRows, parsed.problems, parsed.moreProblems);
    if (parsed.problems.length === 0) {
      const plan = await planUserImport(parsed.rows, language);
      if (plan.problems.length > 0) report = rejectedReport(parsed.rows.length, plan.problems);
      else {
        await flush();
        progress({ phase: 'writing', total: plan.accounts.length, written: 0 });
        try {
          report = importedReport(parsed.rows.length, await createAll(plan.accounts, language), 0);
        } catch (error) {
          if (!(error instanceof UserCodesTaken)) throw error;
          report = rejectedReport(
            parsed.rows.length,
            error.indexes.map((index) => takenProblem((plan.accounts[index] as UserImportPlan['accounts'][number]).row, language)),
          );
        }
      }
    }
    await logAuditImport(job.owner, 'log.userImported', report, { created: String(report.created) }).catch((error: unknown) =>
      logger.error('operation log write failed', { error: String(error), key: 'log.userImported' }),
    );
    return report;
  },
};
