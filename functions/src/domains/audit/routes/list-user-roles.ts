import { auditListUserRoles } from '@sddp/shared';
import { route } from '#http/route';
import { auditRoleName, auditRolesOfUser } from '../data/audit-roles';
import { loadAuditTarget } from './audit-target';

/** One entry per project above 8004 and role: the stored role, or each role the organisation offers. */
export const listUserRolesRoute = route(auditListUserRoles, async ({ input, principal, language }) => {
  const target = await loadAuditTarget(principal, input.userId);
  const roles = await auditRolesOfUser(
    target.user,
    target.orgType,
    target.projects.map((project) => project.id),
  );
  return target.projects.flatMap((project) => {
    const entry = roles.get(project.id);
    const projectName = language === 'en' && project.projectNameEn ? project.projectNameEn : project.projectName;
    return (entry?.roles ?? []).map((auditRole) => ({
      projectId: project.id,
      projectName,
      auditRole,
      auditRoleName: auditRoleName(language, auditRole),
      source: entry?.source ?? 'offered',
    }));
  });
});
