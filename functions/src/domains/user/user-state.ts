import { ENABLED_STATE, formatMessage, STATE_CHANGE, userState, userSuppState } from '@sddp/shared';
import { assertMayActOn } from '../../lib/access/user-targets';
import { setUserState } from '../../lib/data/user-edits';
import { presentUser, userRowOf } from '../../lib/data/user-rows';
import { presentingStale } from '../../lib/errors';
import type { UserRecord } from '../../lib/data/users';
import { route, type RouteCall } from '../../lib/http/types';
import { userLogParams } from './user-log';

/** Enable or disable (§2.16, §2.18); disabling ends the account's sessions at once. */
async function changeState({ input, principal, language, setLogParams, setLogChanges }: RouteCall<typeof userState>) {
  const state = input.state === STATE_CHANGE.enable ? ENABLED_STATE.enabled : ENABLED_STATE.disabled;
  const present = await presentUser(language);
  let before: UserRecord | undefined;
  const edit = setUserState(input.userId, state, {
    ...(input.version === undefined ? {} : { expectedVersion: input.version }),
    guard: (user) => {
      before = user;
      assertMayActOn(principal, user, 'state');
    },
  });
  const user = await presentingStale(edit, present);
  const stateLabel = formatMessage('zh', state === ENABLED_STATE.enabled ? 'log.state.enabled' : 'log.state.disabled');
  setLogParams({ ...userLogParams(user), state: stateLabel });
  setLogChanges(before, user, ['state']);
  return userRowOf(user, language);
}

export const userStateRoute = route(userState, changeState);
export const userSuppStateRoute = route(userSuppState, changeState as never);
