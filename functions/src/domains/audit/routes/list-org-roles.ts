import { auditListOrgRoles } from '@sddp/shared';
import { route } from '#http/route';
import { auditRoleName } from '../data/audit-roles';
import { orgAuditRoles } from './audit-target';

export const listOrgRolesRoute = route(auditListOrgRoles, async ({ input, principal, language }) =>
  (await orgAuditRoles(principal, input.orgId)).map((code) => ({ code, name: auditRoleName(language, code) })),
);
