import { ORG_ID, PAGE_PERMISSIONS, userManageUpdate } from '@sddp/shared';
import { assertMayActOn } from '../../lib/access/user-targets';
import { editUser } from '../../lib/data/user-edits';
import { presentUser, userRowOf } from '../../lib/data/user-rows';
import { getUser } from '../../lib/data/users';
import { presentingStale } from '../../lib/errors';
import type { UserRecord } from '../../lib/data/users';
import { route } from '../../lib/http/types';
import { checkUserForm, userTypeFor } from './form-rules';
import { userLogParams } from './user-log';

/** Edit in the user managers' lists (§2.18): the form's fields; the login and the projects do not change here. */
export const updateUserRoute = route(userManageUpdate, async ({ input, principal, language, setLogParams, setLogChanges }) => {
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
  const present = await presentUser(language);
  let before: UserRecord | undefined;
  const edit = editUser(target.id, fields, {
    ...(input.version === undefined ? {} : { expectedVersion: input.version }),
    guard: (user) => {
      before = user;
      assertMayActOn(principal, user, 'edit');
    },
  });
  const user = await presentingStale(edit, present);
  setLogParams(userLogParams(user));
  setLogChanges(before, user, ['linkman', 'linkPhone', 'email', 'orgDepartment', 'userType', 'permissionType']);
  return userRowOf(user, language);
});
