import { auditManagementAllowed, type ImportProblem, type Language } from '@sddp/shared';
import type { AssignedItem, AssignmentScope } from '#entities/audit-assignment';
import { getOrg } from '#entities/org';
import { getBreakdown, type Breakdown } from '#entities/project-breakdown';
import { projectsOf, findUserByCode, type UserRecord } from '#entities/user';
import { problemOf } from '#kit/spreadsheet/uploaded-workbook';
import { auditRolesOfUser } from '../data/audit-roles';
import { AUDIT_MATRIX_SHEET, codesOfCell, type AuditMatrixSheetRow } from '../sheets/audit-matrix-sheet';

interface Reviewer {
  user: UserRecord;
  projects: Set<number>;
  roles: Map<number, string[]>;
}

export interface MatrixReplacement {
  userId: number;
  assignments: Array<{ scope: AssignmentScope; items: AssignedItem[] }>;
}

/**
 * The upload checked against the stored data, row by row, with the same rules as a save in the dialog:
 * the account exists and is in scope (the caller's organisation unless the administrator), takes part
 * in the project above 8004, may hold the role there, and every code is in the project's breakdown.
 * Without problems: each account's new assignments, grouped by project and role, duplicates merged.
 */
export async function planMatrixUpload(
  rows: readonly AuditMatrixSheetRow[],
  orgId: number | undefined,
  language: Language,
): Promise<{ problems: ImportProblem[]; replacements: MatrixReplacement[] }> {
  const label = (key: (typeof AUDIT_MATRIX_SHEET.keys)[number]) => AUDIT_MATRIX_SHEET.label(key, language);
  const reviewers = new Map<string, Reviewer | undefined>();
  const breakdowns = new Map<number, Breakdown>();
  const problems: ImportProblem[] = [];
  const grouped = new Map<number, Map<string, { scope: AssignmentScope; items: Map<string, Set<string>> }>>();

  for (const row of rows) {
    const reviewer = await reviewerOf(reviewers, row.userCode, orgId);
    if (!reviewer) {
      problems.push(problemOf(language, row.row, label('userCode'), 'audit.error.unknownUser', { userCode: row.userCode }));
      continue;
    }
    const projectId = Number(row.projectId);
    if (!reviewer.projects.has(projectId)) {
      problems.push(problemOf(language, row.row, label('projectId'), 'audit.error.notInProject'));
      continue;
    }
    if (!(reviewer.roles.get(projectId) ?? []).includes(row.auditRole)) {
      problems.push(problemOf(language, row.row, label('auditRole'), 'audit.error.roleNotOffered', { role: row.auditRole }));
      continue;
    }
    if (!breakdowns.has(projectId)) breakdowns.set(projectId, await getBreakdown(projectId));
    const breakdown = breakdowns.get(projectId)!;
    const codes = codesOfCell(row.gongChangDuiXiangMa);
    const unknownMain = !breakdown.mainItems.some((item) => item.code === row.zhuxianghao);
    const unknownCode = codes.find((code) => !breakdown.classes.some((item) => item.code === code));
    if (unknownMain)
      problems.push(problemOf(language, row.row, label('zhuxianghao'), 'audit.error.unknownCode', { code: row.zhuxianghao }));
    if (unknownCode)
      problems.push(problemOf(language, row.row, label('gongChangDuiXiangMa'), 'audit.error.unknownCode', { code: unknownCode }));
    if (codes.length === 0)
      problems.push(problemOf(language, row.row, label('gongChangDuiXiangMa'), 'validation.audit.factoryCodes', { name: row.zhuxianghao }));
    if (unknownMain || unknownCode || codes.length === 0) continue;

    const user = reviewer.user;
    const byRole = grouped.get(user.id) ?? new Map();
    grouped.set(user.id, byRole);
    const groupKey = `${projectId}#${row.auditRole}`;
    const group = byRole.get(groupKey) ?? {
      scope: { projectId, cbsId: user.orgId, auditRole: row.auditRole, userId: user.id, orgId: user.orgId },
      items: new Map<string, Set<string>>(),
    };
    byRole.set(groupKey, group);
    const item = group.items.get(row.zhuxianghao) ?? new Set<string>();
    for (const code of codes) item.add(code);
    group.items.set(row.zhuxianghao, item);
  }

  const replacements = [...grouped].map(([userId, byRole]) => ({
    userId,
    assignments: [...byRole.values()].map(({ scope, items }) => ({
      scope,
      items: [...items].map(([code, codes]) => ({ code, codes: [...codes] })),
    })),
  }));
  return { problems, replacements };
}

async function reviewerOf(
  cache: Map<string, Reviewer | undefined>,
  userCode: string,
  orgId: number | undefined,
): Promise<Reviewer | undefined> {
  const key = userCode.trim().toLowerCase();
  if (cache.has(key)) return cache.get(key);
  const user = await findUserByCode(userCode);
  let reviewer: Reviewer | undefined;
  if (user && (orgId === undefined || user.orgId === orgId)) {
    const audited = (await projectsOf(user)).map((project) => project.id).filter((id) => auditManagementAllowed([id]));
    const org = await getOrg(user.orgId);
    const roles = await auditRolesOfUser(user, org?.orgType ?? '', audited);
    reviewer = { user, projects: new Set(audited), roles: new Map([...roles].map(([projectId, entry]) => [projectId, entry.roles])) };
  }
  cache.set(key, reviewer);
  return reviewer;
}
