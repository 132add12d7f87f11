import { auditManagementAllowed, auditManagementOffered, auditRolesOf, ERROR_CODE, isPlatformAdmin, userActionRefusal } from '@sddp/shared';
import { isOperatingOrg } from '#access/operating-org';
import { getOrg } from '#entities/org';
import type { ProjectRecord } from '#entities/project';
import { getUser, type UserRecord, projectsOf } from '#entities/user';
import type { Principal } from '#http/types';
import { AppError, notFound } from '#kit/errors';
import { auditRolesOfUser } from '../data/audit-roles';

export interface AuditTarget {
  user: UserRecord;
  orgType: string;
  /** The account's projects above 8004: the ones its audit permissions are about. */
  projects: ProjectRecord[];
}

const otherOrg = () => new AppError(ERROR_CODE.forbidden, 'audit.error.otherOrg');
const notAllowed = () => new AppError(ERROR_CODE.forbidden, 'audit.error.notAllowed');
const noAuditRoles = () => new AppError(ERROR_CODE.forbidden, 'audit.error.noAuditRoles');

/**
 * The account an audit call is about, by the user-management rule (userActionRefusal 'audit'): the
 * administrator may name any; a user manager only an account of its own organisation, never its own nor
 * a primary account. Audit management must be able to do something for it (auditManagementOffered:
 * a project above 8004, an organisation whose accounts hold audit roles), as its list row says.
 */
export async function loadAuditTarget(principal: Principal, userId: number): Promise<AuditTarget> {
  const user = await getUser(userId);
  if (!user) throw notFound();
  const refusal = userActionRefusal(principal, user, 'audit');
  if (refusal === 'otherOrg') throw otherOrg();
  if (refusal) throw new AppError(ERROR_CODE.forbidden, `error.user.${refusal}`);
  const org = await getOrg(user.orgId);
  // The operating organisation administers; it has no reviewers.
  if (isOperatingOrg({ id: user.orgId, orgType: org?.orgType ?? '' })) throw notAllowed();
  const projects = await projectsOf(user);
  const orgType = org?.orgType ?? '';
  if (!auditManagementOffered({ orgType, projectIds: projects.map((project) => project.id) }))
    throw auditRolesOf(orgType).length === 0 ? noAuditRoles() : notAllowed();
  return { user, orgType: org?.orgType ?? '', projects: projects.filter((project) => auditManagementAllowed([project.id])) };
}

/** The project must be one of the account's audited projects; the role one it may hold there; the cbs its organisation. */
export async function assertAssignment(
  target: AuditTarget,
  projectId: number,
  auditRole: string,
  cbsId?: string | number,
): Promise<number> {
  if (!target.projects.some((project) => project.id === projectId)) throw new AppError(ERROR_CODE.forbidden, 'audit.error.notInProject');
  const roles = (await auditRolesOfUser(target.user, target.orgType, [projectId])).get(projectId)?.roles ?? [];
  if (!roles.includes(auditRole)) throw new AppError(ERROR_CODE.invalid, 'audit.error.roleNotOffered', { params: { role: auditRole } });
  if (cbsId !== undefined && cbsId !== '' && Number(cbsId) !== target.user.orgId)
    throw new AppError(ERROR_CODE.invalid, 'audit.error.cbsMismatch');
  return target.user.orgId;
}

/** The roles an organisation offers; a user manager asks only about its own organisation. */
export async function orgAuditRoles(principal: Principal, orgId: number | undefined): Promise<string[]> {
  if (orgId !== undefined && orgId !== principal.user.orgId && !isPlatformAdmin(principal)) throw otherOrg();
  const org = await getOrg(orgId ?? principal.user.orgId);
  if (!org) throw notFound();
  if (orgId !== undefined && isOperatingOrg(org)) throw notAllowed();
  return auditRolesOf(org.orgType);
}

/** A project's breakdown is read by the administrator, or by a manager whose organisation takes part in it. */
export function assertProjectReader(principal: Principal, projectId: number): void {
  if (!isPlatformAdmin(principal) && !principal.projectIds.includes(projectId))
    throw new AppError(ERROR_CODE.forbidden, 'audit.error.notInProject');
}
