import type { ImportProblem, Language } from '@sddp/shared';
import { takenUserCodes } from '#entities/account-import';
import { orgsNamed, type ListedOrg } from '#entities/org';
import { keys } from '#kit/db/keys';
import { problemOf } from '#kit/spreadsheet/uploaded-workbook';
import { USER_IMPORT_SHEET, type UserImportRow } from '../sheets/user-import-sheet';

export interface UserImportPlan {
  problems: ImportProblem[];
  /** Each valid row with the one organisation its name names. */
  accounts: { row: UserImportRow; org: ListedOrg }[];
}

/**
 * What the stored data says of rows that passed the cell rules (any number, up to the workbook's row
 * limit): each names exactly one organisation, and its login is neither taken nor repeated in the
 * file in any case (logins are unique ignoring case). Each name is looked up once.
 */
export async function planUserImport(rows: readonly UserImportRow[], language: Language): Promise<UserImportPlan> {
  const column = (key: (typeof USER_IMPORT_SHEET.keys)[number]) => USER_IMPORT_SHEET.label(key, language);
  const problems: ImportProblem[] = [];
  const taken = await takenUserCodes(rows.map((row) => row.userCode));
  const named = new Map<string, Promise<ListedOrg[]>>();
  const orgsOf = (name: string) => named.get(name) ?? named.set(name, orgsNamed(name)).get(name)!;
  const firstRowOfLogin = new Map<string, number>();
  const accounts: UserImportPlan['accounts'] = [];
  for (const row of rows) {
    const login = keys.userCodeGuard(row.userCode).pk;
    const firstRow = firstRowOfLogin.get(login);
    if (firstRow !== undefined)
      problems.push(problemOf(language, row.row, column('userCode'), 'import.users.duplicateCode', { row: firstRow }));
    else firstRowOfLogin.set(login, row.row);
    if (taken.has(row.userCode)) problems.push(problemOf(language, row.row, column('userCode'), 'import.users.codeTaken'));
    const orgs = await orgsOf(row.orgName);
    if (orgs.length !== 1) {
      const key = orgs.length === 0 ? 'error.userAdmin.orgNotFound' : 'error.userAdmin.orgAmbiguous';
      problems.push(problemOf(language, row.row, column('orgName'), key, { name: row.orgName }));
    } else accounts.push({ row, org: orgs[0] as ListedOrg });
  }
  return { problems: problems.sort((left, right) => left.row - right.row), accounts };
}
