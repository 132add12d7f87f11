import { auditRolesOf, ENABLED_STATE, ERROR_CODE, ORG_ID, ORG_TYPE, USER_TYPE, type AuditRoleCode } from '@sddp/shared';
import { keys } from '#kit/db/keys';
import { batchGetAll } from '#kit/db/paging';
import { AppError } from '#kit/errors';
import { orgsInProject } from '../org/org-listing';
import { summaryOf, type OrgRecord } from '../org/org-record';
import { getOrg } from '../org/orgs';
import { applyAssignments } from '../project/membership-writes';
import { projectIdsOfUser, type Assignment } from '../project/memberships';
import { getProjects, listAllProjects, listDeliveryProjects, type ProjectRecord } from '../project/projects';
import { usersOfOrg } from './user-listing';
import type { UserRecord } from './users';

/**
 * The projects an account takes part in (docs/data-model.md "Who takes part in which project"):
 * - the operating organisation's accounts administer every delivery project;
 * - an organisation takes part in the projects it has joined; its primary account sees all of them;
 * - its other accounts see the ones their user manager assigned, only while the organisation is in
 *   them: leaving a project takes it from every account of the organisation at once.
 * Read on every call (the principal), so a change shows in the very next request.
 */
export async function projectsOf(user: Pick<UserRecord, 'id' | 'orgId' | 'userType'>): Promise<readonly ProjectRecord[]> {
  return projectsOfMember(user, await getOrg(user.orgId));
}

/** As `projectsOf`, the account's organisation already read (undefined: it has none). */
export async function projectsOfMember(
  user: Pick<UserRecord, 'id' | 'orgId' | 'userType'>,
  org: OrgRecord | undefined,
): Promise<readonly ProjectRecord[]> {
  if (user.orgId === ORG_ID.operating || org?.orgType === ORG_TYPE.operating) {
    // 8000 is this platform itself (the operation log's project), not a delivery project.
    return listDeliveryProjects();
  }
  const joined = new Set(Object.keys(org?.projects ?? {}).map(Number));
  if (joined.size === 0) return [];
  const [assigned, projects] = await Promise.all([
    user.userType === USER_TYPE.primary ? undefined : projectIdsOfUser(user.id),
    listAllProjects(),
  ]);
  const taking = assigned ? new Set(assigned.filter((id) => joined.has(id))) : joined;
  // All projects (one Query, shared with the rest of the request) rather than a BatchGetItem of these.
  return projects.filter((project) => taking.has(project.id)).sort((a, b) => a.id - b.id);
}

/**
 * The reverse of `projectsOf`: the enabled accounts of an organisation that take part in a project. None
 * unless the organisation has joined it; then its primary account and the accounts assigned to it (the
 * operating organisation's accounts take part in every project). One GetItem of the organisation, one
 * Query of its accounts (A14) and one BatchGetItem of their memberships of the project.
 */
export async function accountsInProject(orgId: number, projectId: number): Promise<UserRecord[]> {
  const org = await getOrg(orgId);
  const operating = orgId === ORG_ID.operating || org?.orgType === ORG_TYPE.operating;
  if (!org || (!operating && !(String(projectId) in org.projects))) return [];
  const enabled = (await usersOfOrg(orgId)).filter((user) => user.state === ENABLED_STATE.enabled);
  const needAssignment = enabled.filter((user) => !operating && user.userType !== USER_TYPE.primary);
  const assigned = new Set(
    (await batchGetAll(needAssignment.map((user) => keys.membership(user.id, projectId)))).map((item) => Number(item.userId)),
  );
  return enabled.filter((user) => operating || user.userType === USER_TYPE.primary || assigned.has(user.id));
}

/**
 * An account and its organisation, both strongly consistent, so a disabled account or a changed
 * organisation counts at once: one BatchGetItem when the organisation is known beforehand (the
 * session notes it), and a second read only if the account has moved since.
 */
export async function accountWithOrg(userId: number, orgIdHint?: number): Promise<{ user?: UserRecord; org?: OrgRecord }> {
  const wanted = orgIdHint === undefined ? [keys.user(userId)] : [keys.user(userId), keys.org(orgIdHint)];
  const items = await batchGetAll(wanted, { consistent: true });
  const user = items.find((item) => item.pk === keys.user(userId).pk) as UserRecord | undefined;
  const orgItem = items.find((item) => item.pk !== keys.user(userId).pk);
  if (!user) return {};
  if (user.orgId !== orgIdHint) return { user, org: await getOrg(user.orgId) };
  return { user, org: orgItem && summaryOf(orgItem) };
}

/** A contractor (cbs) a supplier works for in a project. */
export interface ProjectCbs {
  id: number;
  orgCode: string;
  orgName: string;
}

/** One project an organisation's account may be assigned to, with what can be chosen under it. */
export interface AssignableProject {
  project: ProjectRecord;
  /** A supplier's contractors there, when there are several (docs/decisions.md "Project assignment of accounts"). */
  cbs: ProjectCbs[];
  auditRoles: AuditRoleCode[];
}

/**
 * What an account of this organisation can be assigned to: the projects the organisation takes part in;
 * for a supplier, under each the contractors in that project when there are several (we have no record
 * of which contractor engaged which supplier, so every contractor of the project is offered); the
 * audit roles its organisation type offers.
 */
export async function assignableProjectsOf(org: Pick<OrgRecord, 'orgType' | 'projects'>): Promise<AssignableProject[]> {
  const projects = (await getProjects(Object.keys(org.projects).map(Number))).sort((a, b) => a.id - b.id);
  const auditRoles = auditRolesOf(org.orgType);
  return Promise.all(
    projects.map(async (project) => {
      const contractors = org.orgType === ORG_TYPE.supplier ? await orgsInProject(project.id, ORG_TYPE.contractor) : [];
      const cbs = contractors.length > 1 ? contractors.map(({ id, orgCode, orgName }) => ({ id, orgCode, orgName })) : [];
      return { project, cbs: cbs.sort((a, b) => a.id - b.id), auditRoles };
    }),
  );
}

/** 'projectId' or 'projectId@auditRole@auditRoleName' (the name is for display and not read). */
export function parseProjectOption(option: string): { projectId: number; auditRole?: string } {
  const [projectId, auditRole] = option.split('@');
  return { projectId: Number(projectId), ...(auditRole ? { auditRole } : {}) };
}

/**
 * The assignments a request asks for, checked against what the organisation offers: a project outside
 * it is refused (403), as are a contractor not in the project and an audit role the organisation does
 * not offer (400). A contractor chosen under a project assigns the project too; choosing all of a
 * project's contractors is stored as no narrowing (so a contractor joining later is included).
 */
export function planAssignments(
  offered: readonly AssignableProject[],
  options: readonly string[],
  cbs: readonly { projectId: number; cbsId: number }[],
): Assignment[] {
  const byId = new Map(offered.map((entry) => [entry.project.id, entry]));
  const plan = new Map<number, { roles: Set<string>; cbs: Set<number> }>();
  const entryOf = (projectId: number) => {
    const entry = byId.get(projectId);
    if (!entry) throw new AppError(ERROR_CODE.forbidden, 'error.userProjects.outsideOrg', { params: { projectId } });
    const planned = plan.get(projectId) ?? { roles: new Set<string>(), cbs: new Set<number>() };
    plan.set(projectId, planned);
    return { entry, planned };
  };
  for (const option of options) {
    const { projectId, auditRole } = parseProjectOption(option);
    const { entry, planned } = entryOf(projectId);
    if (auditRole === undefined) continue;
    if (!entry.auditRoles.includes(auditRole as AuditRoleCode)) {
      throw new AppError(ERROR_CODE.invalid, 'error.userProjects.auditRoleNotOffered', { params: { auditRole } });
    }
    planned.roles.add(auditRole);
  }
  for (const { projectId, cbsId } of cbs) {
    const { entry, planned } = entryOf(projectId);
    if (!entry.cbs.some((contractor) => contractor.id === cbsId)) {
      throw new AppError(ERROR_CODE.invalid, 'error.userProjects.cbsNotInProject', { params: { projectId, cbsId } });
    }
    planned.cbs.add(cbsId);
  }
  return [...plan].map(([projectId, planned]) => {
    const all = byId.get(projectId)?.cbs.length ?? 0;
    const cbsIds = planned.cbs.size === all ? [] : [...planned.cbs].sort((a, b) => a - b);
    return { projectId, cbsIds, auditRoles: [...planned.roles].sort() };
  });
}

/**
 * Replaces an account's assignments (user_project_update, update_user_project_role): `check` decides
 * whether the caller may (access/assignment-targets.ts), against the account and its organisation as
 * they are when the write is planned; nothing changes when it or the plan refuses.
 */
export async function replaceUserProjects(
  userId: number,
  request: { projectIds: readonly string[]; cbs?: readonly { projectId: number; cbsId: number }[] },
  check: (user: UserRecord, org: OrgRecord) => void,
): Promise<UserRecord> {
  return applyAssignments(userId, async (user) => {
    const org = await getOrg(user.orgId);
    if (!org) throw new AppError(ERROR_CODE.notFound, 'error.orgNotFound');
    check(user, org);
    return planAssignments(await assignableProjectsOf(org), request.projectIds, request.cbs ?? []);
  });
}
