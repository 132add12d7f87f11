import { SPECIAL_SUPPLIER_PROJECT_ID, PROJECT_STATE, USER_ROLE, USER_TYPE } from './constants';

/** Role strings of spec §6, derived from userRole and userType. */
export const ROLES = ['admin', 'admin1', 'userAdmin', 'user', 'provider', 'owner'] as const;
export type Role = (typeof ROLES)[number];

/** Extra grants of spec §6, added to the roles array beside the derived role. */
export const GRANTS = ['datamationMaturityScore', 'userManage', 'maturityScore'] as const;
export type Grant = (typeof GRANTS)[number];

export type Permission = Role | Grant;

export interface RoleSubject {
  userRole: string;
  userType: string;
  userCode?: string;
}

export interface ProjectMembership {
  id: number;
  state: string;
}

/** The rows of spec §6 "Role derivation", in order; the first match wins. */
export function deriveRole({ userRole, userType }: RoleSubject): Role {
  const primary = userType === USER_TYPE.primary;
  if (userRole === USER_ROLE.admin) return primary ? 'admin' : 'admin1';
  if (userRole === USER_ROLE.supplier) return primary ? 'userAdmin' : 'user';
  if (userRole === USER_ROLE.contractor) return 'provider';
  if (userRole === USER_ROLE.ownerLegacy) return 'owner';
  return 'user';
}

const USER_MANAGE_ROLES: readonly string[] = [USER_ROLE.contractor, USER_ROLE.owner];
const USER_MANAGE_TYPES: readonly string[] = [USER_TYPE.primary, USER_TYPE.manager99, USER_TYPE.manager199];

/**
 * The stored supplierId of spec §2.2: set when the user's only project is 8010 and it is in progress.
 * The server derives it from the memberships so the grant below does not depend on browser storage.
 */
export function specialSupplierId(projects: readonly ProjectMembership[]): number | undefined {
  const only = projects.length === 1 ? projects[0] : undefined;
  return only && only.id === SPECIAL_SUPPLIER_PROJECT_ID && only.state === PROJECT_STATE.inProgress
    ? SPECIAL_SUPPLIER_PROJECT_ID
    : undefined;
}

export function deriveGrants(
  subject: RoleSubject,
  projects: readonly ProjectMembership[],
  scoreSuperUserCodes: readonly string[] = [],
): Grant[] {
  const grants: Grant[] = [];
  const isScoreSuperUser = subject.userCode !== undefined && scoreSuperUserCodes.includes(subject.userCode);
  if ((subject.userRole === USER_ROLE.admin && subject.userType === USER_TYPE.primary) || isScoreSuperUser) {
    grants.push('datamationMaturityScore');
  }
  if (USER_MANAGE_ROLES.includes(subject.userRole) && USER_MANAGE_TYPES.includes(subject.userType)) {
    grants.push('userManage');
  }
  if (subject.userRole === USER_ROLE.supplier && specialSupplierId(projects) === undefined) {
    grants.push('maturityScore');
  }
  return grants;
}

/** The non-empty roles array of the session user: the derived role first, then the grants. */
export function derivePermissions(
  subject: RoleSubject,
  projects: readonly ProjectMembership[],
  scoreSuperUserCodes: readonly string[] = [],
): Permission[] {
  return [deriveRole(subject), ...deriveGrants(subject, projects, scoreSuperUserCodes)];
}

/** A route or endpoint with no roles is open to every signed-in user. */
export function isAllowed(allowed: readonly Permission[] | undefined, held: readonly Permission[]): boolean {
  return !allowed || allowed.length === 0 || allowed.some((permission) => held.includes(permission));
}

/** Who may open a screen or call an endpoint: one of the permissions, and where named one of the userRoles. */
export interface AccessRule {
  roles?: readonly Permission[];
  userRoles?: readonly string[];
}

/** The signed-in account as an access rule reads it. */
export interface AccessHolder {
  permissions: readonly Permission[];
  userRole: string;
}

export function admits(rule: AccessRule, holder: AccessHolder): boolean {
  return isAllowed(rule.roles, holder.permissions) && (!rule.userRoles || rule.userRoles.includes(holder.userRole));
}
