import { ENABLED_STATE, formatMessage, STATE_CHANGE, userState, userSuppState } from '@sddp/shared';
import { route } from '#http/route';
import { type RouteCall } from '#http/types';
import { setUserState } from '../data/user-edits';
import { editAccount } from './account-edit';
import { userLogParams } from './user-log';

/** Enable or disable (§2.16, §2.18); disabling ends the account's sessions at once. */
async function changeState(call: RouteCall<typeof userState>) {
  const state = call.input.state === STATE_CHANGE.enable ? ENABLED_STATE.enabled : ENABLED_STATE.disabled;
  const { user, row } = await editAccount(call, 'state', (options) => setUserState(call.input.userId, state, options), ['state']);
  const stateLabel = formatMessage('zh', state === ENABLED_STATE.enabled ? 'log.state.enabled' : 'log.state.disabled');
  call.setLogParams({ ...userLogParams(user), state: stateLabel });
  return row;
}

export const userStateRoute = route(userState, changeState);
export const userSuppStateRoute = route(userSuppState, changeState as never);
