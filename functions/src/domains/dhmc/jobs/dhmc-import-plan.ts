import { ORG_TYPE, USER_ROLE, type ImportProblem, type Language, type MessageKey } from '@sddp/shared';
import { takenUserCodes } from '#entities/account-import';
import { orgsInProject, orgsNamed, currentOrgListCopy, type ListedOrg } from '#entities/org';
import { findUserByCode, type UserRecord } from '#entities/user';
import { keys } from '#kit/db/keys';
import { problemOf } from '#kit/spreadsheet/uploaded-workbook';
import { DHMC_IMPORT_SHEET, type DhmcImportRow } from '../sheets/dhmc-sheet';

export interface DhmcImportPlan {
  problems: ImportProblem[];
  /** Rows whose login is new: the account is created in this DHMC organisation. */
  create: { row: DhmcImportRow; org: ListedOrg }[];
  /** Rows whose login is already a DHMC account: it is linked to the project. */
  link: { row: DhmcImportRow; user: UserRecord }[];
}

type Column = (typeof DHMC_IMPORT_SHEET.keys)[number];
type Resolved = { org: ListedOrg } | { problem: { key: MessageKey; params?: Record<string, unknown> } };

/**
 * What the stored data says of rows that passed the cell rules (docs/decisions.md "DHMC people"): each
 * login is new or a DHMC account's (never another party's), repeated in no case; the organisation named
 * (or, left empty, the project's only DHMC organisation) is a DHMC organisation that has joined the project.
 */
export async function planDhmcImport(rows: readonly DhmcImportRow[], projectId: number, language: Language): Promise<DhmcImportPlan> {
  const column = (key: Column) => DHMC_IMPORT_SHEET.label(key, language);
  const problems: ImportProblem[] = [];
  const problem = (row: DhmcImportRow, key: Column, message: MessageKey, params: Record<string, unknown> = {}) =>
    problems.push(problemOf(language, row.row, column(key), message, params));
  const [taken, projectOrgs, catalogue] = await Promise.all([
    takenUserCodes(rows.map((row) => row.userCode)),
    orgsInProject(projectId, ORG_TYPE.dhmc),
    currentOrgListCopy(),
  ]);
  const byId = new Map(catalogue.rows.map((org) => [org.id, org]));
  const named = new Map<string, Promise<Resolved>>();
  const resolve = (name: string) => named.get(name) ?? named.set(name, resolveOrg(name, projectId, projectOrgs)).get(name)!;
  const firstRowOfLogin = new Map<string, number>();
  const plan: DhmcImportPlan = { problems, create: [], link: [] };
  for (const row of rows) {
    const login = keys.userCodeGuard(row.userCode).pk;
    const firstRow = firstRowOfLogin.get(login);
    if (firstRow !== undefined) problem(row, 'userCode', 'import.dhmc.duplicateCode', { row: firstRow });
    else firstRowOfLogin.set(login, row.row);
    const user = taken.has(row.userCode) ? await findUserByCode(row.userCode) : undefined;
    if (user) {
      const own = byId.get(user.orgId);
      if (user.userRole !== USER_ROLE.dhmc || own?.orgType !== ORG_TYPE.dhmc)
        problem(row, 'userCode', 'import.dhmc.codeNotDhmc', { orgName: user.orgName });
      else if (row.orgName && row.orgName !== own.orgName) problem(row, 'orgName', 'import.dhmc.otherOrg', { orgName: own.orgName });
      else if (!own.inProjects.has(projectId)) problem(row, 'orgName', 'import.dhmc.orgNotInProject', { name: own.orgName });
      else plan.link.push({ row, user });
      continue;
    }
    const resolved = await resolve(row.orgName);
    if ('problem' in resolved) problem(row, 'orgName', resolved.problem.key, resolved.problem.params);
    else plan.create.push({ row, org: resolved.org });
  }
  problems.sort((left, right) => left.row - right.row);
  return plan;
}

async function resolveOrg(name: string, projectId: number, projectOrgs: readonly ListedOrg[]): Promise<Resolved> {
  if (!name) {
    if (projectOrgs.length === 1) return { org: projectOrgs[0]! };
    return { problem: { key: projectOrgs.length === 0 ? 'import.dhmc.noProjectOrg' : 'import.dhmc.severalProjectOrgs' } };
  }
  const orgs = (await orgsNamed(name)).filter((org) => org.orgType === ORG_TYPE.dhmc);
  if (orgs.length !== 1)
    return { problem: { key: orgs.length === 0 ? 'import.dhmc.orgNotDhmc' : 'import.dhmc.orgAmbiguous', params: { name } } };
  const org = orgs[0]!;
  return org.inProjects.has(projectId) ? { org } : { problem: { key: 'import.dhmc.orgNotInProject', params: { name } } };
}
