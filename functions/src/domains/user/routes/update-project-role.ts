import { userUpdateProjectRole } from '@sddp/shared';
import { assertAssignmentTarget } from '#access/assignment-targets';
import { replaceUserProjects } from '#entities/user';
import { route } from '#http/route';
import { userRowOf } from '../data/user-rows';
import { userLogParams } from './user-log';

/**
 * POST /user/admin/manage/update_user_project_role: the multi-select reading of the project-management
 * dialog (options 'projectId' or 'projectId@auditRole@auditRoleName'); the same replacement and rules as
 * /project/supp/user_project_update.
 */
export const updateProjectRole = route(userUpdateProjectRole, async ({ input, principal, language, setLogParams }) => {
  const saved = await replaceUserProjects(input.userId, input, (user, org) => assertAssignmentTarget(principal, user, org));
  setLogParams(userLogParams(saved));
  return userRowOf(saved, language);
});
