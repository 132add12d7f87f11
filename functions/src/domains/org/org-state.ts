import { ENABLED_STATE, formatMessage, orgState, STATE_CHANGE } from '@sddp/shared';
import { setOrgState } from '../../lib/data/orgs';
import { route } from '../../lib/http/types';
import { toOrgRow } from './org-row';

export const orgStateRoute = route(orgState, async ({ input, setLogParams }) => {
  const state = input.state === STATE_CHANGE.enable ? ENABLED_STATE.enabled : ENABLED_STATE.disabled;
  const org = await setOrgState(input.id, state);
  const stateLabel = formatMessage('zh', state === ENABLED_STATE.enabled ? 'log.state.enabled' : 'log.state.disabled');
  setLogParams({ orgCode: org.orgCode, orgName: org.orgName, state: stateLabel });
  return toOrgRow(org);
});
