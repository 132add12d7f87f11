import { ORG_ID, PAGE_PERMISSIONS, userManageCreate } from '@sddp/shared';
import { projectNotInOrg } from '#access/user-targets';
import { createAccount, newAccountFields, currentParticipation, newTemporaryPassword } from '#entities/user';
import { route } from '#http/route';
import { userRowOf } from '../data/user-rows';
import { checkUserForm, userTypeFor } from './form-rules';
import { mailCreated } from './mail-created';
import { userLogParams } from './user-log';

/**
 * Add user, reading B (§2.18): the account inherits orgId, orgName and userRole from its creator and
 * takes only projects the creator's organisation is in; it is created with its own temporary password.
 */
export const createUserRoute = route(userManageCreate, async ({ input, principal, language, setLogParams }) => {
  checkUserForm(principal, input);
  const creator = principal.user;
  const orgProjects = (await currentParticipation()).projectIdsOf({ orgId: creator.orgId, userType: '100', assignedProjectIds: [] });
  const projectIds = input.projectIds ?? [];
  if (projectIds.some((projectId) => !orgProjects.includes(projectId))) throw projectNotInOrg();
  const userType = userTypeFor(creator.orgId, input.userType);
  const temporary = await newTemporaryPassword();
  const user = await createAccount(
    newAccountFields({
      userCode: input.userCode,
      linkman: input.linkman,
      userRole: creator.userRole,
      userType,
      orgId: creator.orgId,
      orgName: creator.orgName,
      orgDepartment: input.orgDepartment ?? '',
      email: input.email,
      linkPhone: input.linkPhone,
      permissionType:
        creator.orgId === ORG_ID.reviewOwner ? PAGE_PERMISSIONS.filter((permission) => input.permissionType?.includes(permission)) : [],
      ...temporary.fields,
    }),
    projectIds,
  );
  setLogParams(userLogParams(user));
  return { user: await userRowOf(user, language), password: await mailCreated(user, temporary, language) };
});
