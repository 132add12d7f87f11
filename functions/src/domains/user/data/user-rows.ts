import { auditManagementOffered, type Language, type UserRow } from '@sddp/shared';
import {
  indexRowFrom,
  indexRowOf,
  type UserIndexRow,
  currentParticipation,
  type Participation,
  type UserPage,
  type UserRecord,
} from '#entities/user';
import { keys } from '#kit/db/keys';
import { batchGetAll } from '#kit/db/paging';

/** '[3D, TZ]', as the spec returns page permissions; '' when there are none. */
export const permissionLabel = (permissions: readonly string[]) => (permissions.length ? `[${permissions.join(', ')}]` : '');

/** A list row: the entry's fields, and the projects the account takes part in now, named in the reader's language. */
export function toUserRow(row: UserIndexRow, participation: Participation, language: Language, lastLoginTime = ''): UserRow {
  const projectList = participation.projectsOf(row).map((project) => ({
    id: project.id,
    projectName: language === 'en' && project.projectNameEn ? project.projectNameEn : project.projectName,
  }));
  return {
    id: row.id,
    linkman: row.linkman,
    userCode: row.userCode,
    userRole: row.userRole,
    userType: row.userType,
    orgId: row.orgId,
    orgName: row.orgName,
    orgDepartment: row.orgDepartment,
    linkPhone: row.linkPhone,
    email: row.email,
    email2: row.email2,
    allEmail: [row.email, row.email2].filter(Boolean).join(' '),
    permissionType: permissionLabel(row.permissionType),
    projectList,
    userProjects: projectList.map((project) => project.projectName).join(','),
    state: row.state,
    hasExtension: row.hasExtension,
    auditManagement: auditManagementOffered({
      orgType: participation.orgTypeOf(row.orgId),
      projectIds: projectList.map((project) => project.id),
    }),
    lastLoginTime,
    createTime: row.createTime,
    version: row.version,
  };
}

/** The row of one record as stored (after a write). */
export async function userRowOf(user: UserRecord, language: Language): Promise<UserRow> {
  const [row, participation] = await Promise.all([indexRowOf(user), currentParticipation()]);
  return toUserRow(row, participation, language, user.lastLoginTime ?? '');
}

/** How a stale edit's 409 shows the stored record (`{ current }`): its row as the lists show it. */
export async function presentUser(language: Language): Promise<(user: UserRecord) => UserRow> {
  const participation = await currentParticipation();
  return (user) => toUserRow(indexRowFrom(user, user.assignedProjectIds ?? []), participation, language, user.lastLoginTime ?? '');
}

/** The last sign-in of each listed account, read from the records of the page (one BatchGetItem per 100). */
export async function lastLoginsOf(ids: readonly number[]): Promise<Map<number, string>> {
  const records = await batchGetAll(ids.map((id) => keys.user(id)));
  return new Map(records.map((record) => [Number(record.id), String(record.lastLoginTime ?? '')]));
}

/** A page of list rows as answered: each with its projects and its last sign-in. */
export async function pageRows(page: UserPage, language: Language): Promise<UserRow[]> {
  const logins = await lastLoginsOf(page.rows.map((row) => row.id));
  return page.rows.map((row) => toUserRow(row, page.participation, language, logins.get(row.id) ?? ''));
}
