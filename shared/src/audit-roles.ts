import { AUDIT_BUTTON_PROJECT_THRESHOLD, ORG_TYPE } from './constants';

/**
 * The roles an organisation's reviewers can hold on a project (issue 12; docs/decisions.md "Audit
 * roles"). Owners review as the spec's userType codes say (90 final review, 91 professional review);
 * contractors check their suppliers' deliveries first (21 discipline check) and approve them (22).
 * Suppliers deliver and review nothing.
 */
export const AUDIT_ROLES = [
  { code: '90', orgType: ORG_TYPE.owner },
  { code: '91', orgType: ORG_TYPE.owner },
  { code: '21', orgType: ORG_TYPE.contractor },
  { code: '22', orgType: ORG_TYPE.contractor },
] as const;
export type AuditRoleCode = (typeof AUDIT_ROLES)[number]['code'];
export const AUDIT_ROLE_CODES = AUDIT_ROLES.map((role) => role.code) as AuditRoleCode[];

/** The audit roles an organisation of this type offers its accounts (catalogue `auditRole.<code>` names each). */
export const auditRolesOf = (orgType: string): AuditRoleCode[] =>
  AUDIT_ROLES.filter((role) => role.orgType === orgType).map((role) => role.code);

/**
 * Spec §6 'Audit management': shown for an account that takes part in any project above 8004; hidden
 * otherwise (for userRole 80 explicitly, and in every case the spec leaves undefined). The server
 * refuses the audit calls by the same rule.
 */
export const auditManagementAllowed = (projectIds: readonly number[]): boolean =>
  projectIds.some((projectId) => projectId > AUDIT_BUTTON_PROJECT_THRESHOLD);

/**
 * Whether audit management can do anything for an account: §6's project rule, and an organisation whose
 * accounts can hold audit roles (an owner or a contractor; suppliers and the operating organisation have
 * none). The one rule behind the lists' row action (each row's `auditManagement`) and the audit calls.
 */
export const auditManagementOffered = ({ orgType, projectIds }: { orgType: string; projectIds: readonly number[] }): boolean =>
  auditRolesOf(orgType).length > 0 && auditManagementAllowed(projectIds);
