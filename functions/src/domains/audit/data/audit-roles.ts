import { AUDIT_ROLE_CODES, auditRolesOf, formatMessage, ORG_ID, USER_TYPE, type Language } from '@sddp/shared';
import { membershipsOfUser } from '#entities/project';
import type { UserRecord } from '#entities/user';

export interface ProjectAuditRoles {
  /** The roles the account may be assigned on the project. */
  roles: string[];
  /** 'stored' with the project assignment (or read from userType for organisation 53), else 'offered' by the organisation. */
  source: 'stored' | 'offered';
}

/**
 * The audit roles stored with each of the account's project assignments (the project-management
 * dialog's 'projectId@auditRole@name' values, kept on the membership item as `auditRoles`).
 */
async function storedRoles(userId: number): Promise<Map<number, string[]>> {
  const memberships = await membershipsOfUser(userId);
  return new Map(memberships.map((membership) => [membership.projectId, membership.auditRoles ?? []]));
}

/** Organisation 53's reviewers are typed 90 (owner final review) or 91 (professional review): the role they review in. */
const roleOfUserType = (user: Pick<UserRecord, 'orgId' | 'userType'>): string | undefined =>
  user.orgId === ORG_ID.reviewOwner && (user.userType === USER_TYPE.ownerFinalReview || user.userType === USER_TYPE.professionalReview)
    ? user.userType
    : undefined;

/**
 * The account's audit role per project: the stored one; otherwise, for organisation 53, the one its
 * userType names; otherwise every role its organisation offers (the assigner picks).
 */
export async function auditRolesOfUser(
  user: Pick<UserRecord, 'id' | 'orgId' | 'userType'>,
  orgType: string,
  projectIds: readonly number[],
): Promise<Map<number, ProjectAuditRoles>> {
  const stored = await storedRoles(user.id);
  const offered = auditRolesOf(orgType);
  const typed = roleOfUserType(user);
  return new Map(
    projectIds.map((projectId) => {
      const fromStore = stored.get(projectId) ?? [];
      const kept = (fromStore.length > 0 ? fromStore : typed ? [typed] : []).filter((role) => (offered as string[]).includes(role));
      return [projectId, kept.length > 0 ? { roles: kept, source: 'stored' } : { roles: offered, source: 'offered' }];
    }),
  );
}

/** A role's name in the reader's language (catalogue auditRole.<code>); an unknown code names itself. */
export const auditRoleName = (language: Language, code: string): string =>
  (AUDIT_ROLE_CODES as readonly string[]).includes(code) ? formatMessage(language, `auditRole.${code}`) : code;
