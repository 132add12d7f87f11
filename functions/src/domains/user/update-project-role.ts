import { userUpdateProjectRole } from '@sddp/shared';
import { assertAssignmentTarget } from '../../lib/access/assignment-targets';
import { userRowOf } from '../../lib/data/user-rows';
import { replaceUserProjects } from '../../lib/data/user-projects';
import { route } from '../../lib/http/types';
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
