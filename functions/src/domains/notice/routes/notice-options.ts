import { formatMessage, NOTICE_ORG_OPTIONS, NOTICE_SCOPE_ROLES, noticeOrgOptions, noticeProjectOptions, noticeRoles } from '@sddp/shared';
import { matchingOrgs } from '#entities/org';
import { listDeliveryProjects } from '#entities/project';
import { route } from '#http/route';
import { roleNameOf } from './notice-row';

/** The editor's remote search: organisations whose name holds the text, newest first, at most NOTICE_ORG_OPTIONS. */
export const noticeOrgOptionsRoute = route(noticeOrgOptions, async ({ input }) =>
  (await matchingOrgs({ orgName: input.orgName }))
    .slice(0, NOTICE_ORG_OPTIONS)
    .map((org) => ({ orgCode: org.orgCode, orgName: org.orgName })),
);

/** Every delivery project (8000 is the platform itself). */
export const noticeProjectOptionsRoute = route(noticeProjectOptions, async () =>
  (await listDeliveryProjects())
    .sort((left, right) => left.id - right.id)
    .map((project) => ({ id: project.id, projectName: project.projectName, projectNameEn: project.projectNameEn })),
);

/** Spec §3 "Notice role", searched by name or detail. */
export const noticeRolesRoute = route(noticeRoles, async ({ input, language }) => {
  const needle = input.roleName.trim().toLowerCase();
  return NOTICE_SCOPE_ROLES.map((roleId) => ({
    roleId,
    roleName: roleNameOf(roleId, language),
    roleDetail: formatMessage(language, `notice.role.${roleId}.detail`),
  })).filter((role) => !needle || `${role.roleName} ${role.roleDetail}`.toLowerCase().includes(needle));
});
