import type { UserAction, UserRow } from '@sddp/shared';
import { assertMayActOn } from '#access/user-targets';
import type { UserRecord } from '#entities/user';
import type { Principal, RouteCall } from '#http/types';
import { presentingStale } from '#kit/errors';
import { editUser, type UserEditOptions } from '../data/user-edits';
import { presentUser, userRowOf } from '../data/user-rows';
import { userLogParams } from './user-log';

type EditCall = Pick<RouteCall<never>, 'language' | 'setLogParams' | 'setLogChanges'> & {
  principal: Principal;
  input: { version?: number | undefined };
};

/**
 * One account changed from a form or a list row: the user-management rule checked on the record as stored
 * (assertMayActOn, before anything is written), a stale version answered with the row as it is now (409),
 * the log row given the account and what changed. Answers the stored record and its list row.
 */
export async function editAccount(
  { principal, language, input, setLogParams, setLogChanges }: EditCall,
  action: UserAction,
  write: (options: UserEditOptions) => Promise<UserRecord>,
  logged: readonly (keyof UserRecord & string)[],
): Promise<{ user: UserRecord; row: UserRow }> {
  const present = await presentUser(language);
  let before: UserRecord | undefined;
  const edit = write({
    ...(input.version === undefined ? {} : { expectedVersion: input.version }),
    guard: (user) => {
      before = user;
      assertMayActOn(principal, user, action);
    },
  });
  const user = await presentingStale(edit, present);
  setLogParams(userLogParams(user));
  setLogChanges(before, user, logged);
  return { user, row: await userRowOf(user, language) };
}

/** The account's fields set as given from a form (its user-management rule 'edit'); the log row lists those that changed. */
export const editAccountFields = (call: EditCall, userId: number, fields: Partial<UserRecord>) =>
  editAccount(call, 'edit', (options) => editUser(userId, fields, options), Object.keys(fields) as (keyof UserRecord & string)[]);
