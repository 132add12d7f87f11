import { userReset, userSuppReset } from '@sddp/shared';
import { assertMayActOn } from '#access/user-targets';
import { readUserNow, resetToTemporaryPassword } from '#entities/user';
import { route } from '#http/route';
import { type RouteCall } from '#http/types';
import { userLogParams } from './user-log';

/** A new temporary password, e-mailed to the account and answered once; its sessions end. */
async function reset({ input, principal, setLogParams }: RouteCall<typeof userReset>) {
  const user = await readUserNow(input.userId);
  assertMayActOn(principal, user, 'reset');
  const answer = await resetToTemporaryPassword(user);
  setLogParams(userLogParams(user));
  return answer;
}

export const resetUserRoute = route(userReset, reset);
export const resetSuppUserRoute = route(userSuppReset, reset as never);
