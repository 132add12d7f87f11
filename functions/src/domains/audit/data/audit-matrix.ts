import { projectNameIn, type AuditMatrixRow, type Language } from '@sddp/shared';
import { matrixAssignments } from '#entities/audit-assignment';
import { getProjects } from '#entities/project';
import type { UserRecord } from '#entities/user';
import { keys } from '#kit/db/keys';
import { batchGetAll } from '#kit/db/paging';
import { auditRoleName } from './audit-roles';

export interface MatrixFilter {
  linkman: string;
  userCode: string;
}

const matches = (value: string, filter: string) => filter === '' || value.toLowerCase().includes(filter.toLowerCase());

/**
 * The audit matrix (spec §2.21): one row per account, project, role and main item, its factory object
 * codes comma-joined; zhuanye is the account's department. One gsi2 Query (all assignments, or one
 * organisation's), a BatchGet of their accounts and projects; filtered here. The matrix grows with
 * reviewers × projects (hundreds of items), not with users or deliveries (docs/data-model.md).
 */
export async function auditMatrixRows(orgId: number | undefined, filter: MatrixFilter, language: Language): Promise<AuditMatrixRow[]> {
  const assignments = await matrixAssignments(orgId);
  const userIds = [...new Set(assignments.map((assignment) => assignment.userId))];
  const users = new Map(
    ((await batchGetAll(userIds.map((id) => keys.user(id)))) as unknown as UserRecord[]).map((user) => [Number(user.id), user]),
  );
  const projects = new Map(
    (await getProjects([...new Set(assignments.map((assignment) => assignment.projectId))])).map((project) => [project.id, project]),
  );
  return assignments.flatMap((assignment) => {
    const user = users.get(assignment.userId);
    if (!user || !matches(user.linkman, filter.linkman) || !matches(user.userCode, filter.userCode)) return [];
    const project = projects.get(assignment.projectId);
    const projectName = project ? projectNameIn(project, language) : String(assignment.projectId);
    return assignment.items.map((item) => ({
      id: `${assignment.userId}-${assignment.projectId}-${assignment.auditRole}-${item.code}`,
      userId: user.id,
      linkman: user.linkman,
      zhuanye: user.orgDepartment,
      email: user.email,
      userCode: user.userCode,
      projectId: assignment.projectId,
      projectName,
      auditRole: assignment.auditRole,
      auditRoleName: auditRoleName(language, assignment.auditRole),
      zhuxianghao: item.code,
      gongChangDuiXiangMa: item.codes.join(','),
      createTime: assignment.createTime,
    }));
  });
}
