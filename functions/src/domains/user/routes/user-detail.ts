import { userDetail } from '@sddp/shared';
import { assertMayActOn } from '#access/user-targets';
import { getUser } from '#entities/user';
import { route } from '#http/route';
import { openSessionCount, recentActivity } from '../data/user-activity';
import { userRowOf } from '../data/user-rows';

/** The user detail page (§2.17): the row, the last sign-ins and operations, and the sessions open now. */
export const userDetailRoute = route(userDetail, async ({ input, principal, language }) => {
  const user = await getUser(input.userId);
  assertMayActOn(principal, user, 'view');
  const [row, activity, openSessions] = await Promise.all([
    userRowOf(user, language),
    recentActivity(user.userCode, language),
    openSessionCount(user),
  ]);
  return { ...row, recentSignIns: activity.signIns, recentOperations: activity.operations, openSessions };
});
