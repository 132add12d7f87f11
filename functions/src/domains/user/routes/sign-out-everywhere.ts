import { userSignOutEverywhere } from '@sddp/shared';
import { assertMayActOn } from '#access/user-targets';
import { readUserNow } from '#entities/user';
import { route } from '#http/route';
import { signOutEverywhere } from '../data/user-edits';
import { userLogParams } from './user-log';

/** Ends every session of the account now (user detail). */
export const signOutEverywhereRoute = route(userSignOutEverywhere, async ({ input, principal, setLogParams }) => {
  const user = await readUserNow(input.userId);
  assertMayActOn(principal, user, 'signOut');
  const ended = await signOutEverywhere(user.id, { guard: (current) => assertMayActOn(principal, current, 'signOut') });
  setLogParams(userLogParams(user));
  return { ended };
});
