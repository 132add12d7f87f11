import { formatMessage, projectUserProjectCbsList, type Language, type UserProjectTreeItem } from '@sddp/shared';
import { loadAssignmentTarget } from '#access/assignment-targets';
import { membershipsOfUser, type MembershipRecord } from '#entities/project';
import { assignableProjectsOf, type AssignableProject } from '#entities/user';
import { route } from '#http/route';

const yn = (on: boolean) => (on ? 'y' : 'n');

/** One project of the tree: addState from the account's assignment, its contractors and audit roles as chosen. */
export function treeItemOf(
  { project, cbs, auditRoles }: AssignableProject,
  assigned: MembershipRecord | undefined,
  language: Language,
): UserProjectTreeItem {
  const projectName = language === 'en' && project.projectNameEn ? project.projectNameEn : project.projectName;
  const narrowed = assigned?.cbsIds ?? [];
  return {
    projectId: project.id,
    projectName: project.projectName,
    projectNameEn: project.projectNameEn,
    addState: yn(Boolean(assigned)),
    children: cbs.map((contractor) => ({
      cbsId: contractor.id,
      orgCode: contractor.orgCode,
      orgName: contractor.orgName,
      addState: yn(Boolean(assigned) && (narrowed.length === 0 || narrowed.includes(contractor.id))),
    })),
    auditRoles: auditRoles.map((auditRole) => {
      const auditRoleName = formatMessage(language, `auditRole.${auditRole}`);
      return {
        value: `${project.id}@${auditRole}@${auditRoleName}`,
        label: `${projectName}-${auditRoleName}`,
        auditRole,
        auditRoleName,
        addState: yn(Boolean(assigned?.auditRoles?.includes(auditRole))),
      };
    }),
  };
}

/** GET /project/supp/user_project_cbs_list: the account's organisation's projects, as the project-management dialog shows them. */
export const userProjectTreeRoute = route(projectUserProjectCbsList, async ({ input, principal, language }) => {
  const { user, org } = await loadAssignmentTarget(principal, input.userId);
  const assigned = new Map((await membershipsOfUser(user.id)).map((m) => [m.projectId, m]));
  return (await assignableProjectsOf(org)).map((entry) => treeItemOf(entry, assigned.get(entry.project.id), language));
});
