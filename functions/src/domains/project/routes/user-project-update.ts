import { projectUserProjectUpdate } from '@sddp/shared';
import { assertAssignmentTarget } from '#access/assignment-targets';
import { replaceUserProjects } from '#entities/user';
import { route } from '#http/route';

/** POST /project/supp/user_project_update: replaces the account's assignments with the checked projects, contractors and audit roles. */
export const userProjectUpdateRoute = route(projectUserProjectUpdate, async ({ input, principal, setLogParams }) => {
  const saved = await replaceUserProjects(input.userId, input, (user, org) => assertAssignmentTarget(principal, user, org));
  setLogParams({ userCode: saved.userCode, linkman: saved.linkman });
  return { userId: saved.id, projectIds: saved.assignedProjectIds ?? [] };
});
