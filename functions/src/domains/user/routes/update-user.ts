import { ORG_ID, PAGE_PERMISSIONS, userManageUpdate } from '@sddp/shared';
import { assertMayActOn } from '#access/user-targets';
import { getUser } from '#entities/user';
import { route } from '#http/route';
import { editAccountFields } from './account-edit';
import { checkUserForm, userTypeFor } from './form-rules';

/** Edit in the user managers' lists (§2.18): the form's fields; the login and the projects do not change here. */
export const updateUserRoute = route(userManageUpdate, async (call) => {
  const { input, principal } = call;
  const target = await getUser(input.userId);
  assertMayActOn(principal, target, 'edit');
  checkUserForm(principal, { ...input, userCode: target.userCode }, target.userType);
  const userType = userTypeFor(target.orgId, input.userType);
  const fields = {
    linkman: input.linkman,
    linkPhone: input.linkPhone,
    email: input.email,
    orgDepartment: input.orgDepartment ?? '',
    ...(target.orgId === ORG_ID.reviewOwner
      ? { userType, permissionType: PAGE_PERMISSIONS.filter((permission) => input.permissionType?.includes(permission)) }
      : {}),
  };
  return (await editAccountFields(call, target.id, fields)).row;
});
