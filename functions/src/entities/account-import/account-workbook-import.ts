import type { ImportedAccount, ImportProblem, Language, UserImportReport } from '@sddp/shared';
import type { JobContext } from '#kit/jobs/job-runner';
import { readWorkbookRows } from '#kit/spreadsheet';
import type { ImportSheet, SheetRow } from '#kit/spreadsheet/columns';
import { problemOf, readAuditUpload } from '#kit/spreadsheet/uploaded-workbook';
import type { ListedOrg } from '../org/org-list-copy';
import { rejectedReport } from '../staged-import/report';
import type { TemporaryPasswordFields } from '../user/temporary-password';
import type { NewAccount } from '../user/user-create';
import { type UserRecord, newAccountFields } from '../user/users';
import { newBulkTemporaryPasswords } from './bulk-temporary-passwords';
import { importAccounts } from './user-import';
import { mailAccounts, userImportReport } from './user-import-accounts';

/**
 * What the accounts workbooks have in common (the user import, /user/admin_import_user, and the DHMC
 * people import, /user/dhmc/import): the file read and checked all or nothing, then the new accounts
 * created as one staged import, each with its own temporary password, and mailed it.
 */

/** A checked row that becomes an account. */
export interface AccountRow {
  row: number;
  userCode: string;
  linkman: string;
  email: string;
  linkPhone: string;
  orgDepartment?: string;
}

/** A row to create, with the one organisation its account joins. */
export interface PlannedAccount {
  row: AccountRow;
  org: ListedOrg;
}

export type CreatedAccounts =
  { status: 'taken'; problems: ImportProblem[] } | { status: 'imported'; records: UserRecord[]; mailed: ImportedAccount[] };

const newAccount = ({ row, org }: PlannedAccount, fields: TemporaryPasswordFields): NewAccount =>
  newAccountFields({
    userCode: row.userCode,
    linkman: row.linkman,
    userRole: org.orgType,
    orgId: org.id,
    orgName: org.orgName,
    orgDepartment: row.orgDepartment ?? '',
    email: row.email,
    linkPhone: row.linkPhone,
    ...fields,
  });

/**
 * Every planned account with its own temporary password, written as import job `jobId` (all or none,
 * also when the worker dies: recovery settles it); then each password is mailed to its account. A login
 * another writer took after the plan fails the whole: 'taken' reports those rows under `userCodeColumn`.
 */
export async function createImportedAccounts(
  jobId: string,
  planned: readonly PlannedAccount[],
  userCodeColumn: string,
  language: Language,
  { progress }: JobContext,
): Promise<CreatedAccounts> {
  progress({ phase: 'writing', total: planned.length, written: 0 });
  const issued = await newBulkTemporaryPasswords(planned.length);
  const accounts = planned.map((account, index) => newAccount(account, issued[index]!.fields));
  const outcome = await importAccounts(jobId, accounts, (written, total) => progress({ phase: 'writing', written, total }));
  if (outcome.status === 'taken')
    return {
      status: 'taken',
      problems: outcome.indexes.map((index) => problemOf(language, planned[index]!.row.row, userCodeColumn, 'import.users.codeTaken')),
    };
  const mailed = await mailAccounts(
    outcome.records.map((user, index) => ({ user, issued: issued[index]!, row: planned[index]!.row.row })),
    language,
  );
  return { status: 'imported', records: outcome.records, mailed };
}

/** One accounts workbook import: its sheet, what the stored data says of its rows, and how a clean plan is written. */
export interface AccountWorkbook<Key extends string, Plan extends { problems: ImportProblem[] }> {
  sheet: ImportSheet<Key>;
  plan(rows: SheetRow<Key>[]): Promise<Plan>;
  write(plan: Plan, rows: number): Promise<UserImportReport>;
}

/**
 * The uploaded workbook at `key` read and every row checked (cells, then the stored data), all or
 * nothing with a report per row; only a file without a problem is written (after the progress so far
 * is flushed, so a recovery knows how far the check went).
 */
export async function runAccountWorkbookImport<Key extends string, Plan extends { problems: ImportProblem[] }>(
  key: string,
  language: Language,
  context: JobContext,
  workbook: AccountWorkbook<Key, Plan>,
): Promise<UserImportReport> {
  const { progress, flush } = context;
  const bytes = await readAuditUpload(key);
  progress({ phase: 'reading' });
  const parsed = readWorkbookRows(workbook.sheet, bytes, language, ({ read, checked, total }) =>
    progress({ phase: read < total ? 'reading' : 'checking', read, checked, total }),
  );
  if (parsed.problems.length > 0) return userImportReport(rejectedReport(parsed.dataRows, parsed.problems, parsed.moreProblems));
  const plan = await workbook.plan(parsed.rows);
  if (plan.problems.length > 0) return userImportReport(rejectedReport(parsed.rows.length, plan.problems));
  await flush();
  return workbook.write(plan, parsed.rows.length);
}
