import { userManageDelete } from '@sddp/shared';
import { assertMayActOn } from '#access/user-targets';
import { readUserNow } from '#entities/user';
import { route } from '#http/route';
import { deleteUser } from '../data/user-deletion';
import { userLogParams } from './user-log';

/** Delete (§2.18): the account and everything that hangs off it; its operation-log rows stay. */
export const deleteUserRoute = route(userManageDelete, async ({ input, principal, setLogParams }) => {
  const user = await readUserNow(input.userId);
  assertMayActOn(principal, user, 'delete');
  await deleteUser(user);
  setLogParams(userLogParams(user));
  return { userId: user.id };
});
