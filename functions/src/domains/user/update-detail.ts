import { userUpdateDetail } from '@sddp/shared';
import { assertMayActOn } from '../../lib/access/user-targets';
import { editUser } from '../../lib/data/user-edits';
import { presentUser, userRowOf } from '../../lib/data/user-rows';
import { presentingStale } from '../../lib/errors';
import type { UserRecord } from '../../lib/data/users';
import { route } from '../../lib/http/types';
import { userLogParams } from './user-log';

/** 'Modify details' (§2.17): contact, phone, e-mail, other e-mails; organisation and login stay. */
export const updateDetailRoute = route(userUpdateDetail, async ({ input, principal, language, setLogParams, setLogChanges }) => {
  const fields = { linkman: input.linkman, linkPhone: input.linkPhone, email: input.email, email2: input.email2 };
  const present = await presentUser(language);
  let before: UserRecord | undefined;
  const edit = editUser(input.userId, fields, {
    ...(input.version === undefined ? {} : { expectedVersion: input.version }),
    guard: (user) => {
      before = user;
      assertMayActOn(principal, user, 'edit');
    },
  });
  const user = await presentingStale(edit, present);
  setLogParams(userLogParams(user));
  setLogChanges(before, user, ['linkman', 'linkPhone', 'email', 'email2']);
  return userRowOf(user, language);
});
