import { ENABLED_STATE, formatMessage, orgState, STATE_CHANGE } from '@sddp/shared';
import { assertMayChangeOrg } from '#access/org-targets';
import { setOrgState } from '#entities/org';
import { route } from '#http/route';
import { presentingStale } from '#kit/errors';
import { toOrgRow } from './org-row';

export const orgStateRoute = route(orgState, async ({ input, principal, setLogParams }) => {
  const state = input.state === STATE_CHANGE.enable ? ENABLED_STATE.enabled : ENABLED_STATE.disabled;
  const edit = setOrgState(input.id, state, {
    expectedVersion: input.version,
    guard: (org) => assertMayChangeOrg(principal, org, { state }),
  });
  const org = await presentingStale(edit, toOrgRow);
  const stateLabel = formatMessage('zh', state === ENABLED_STATE.enabled ? 'log.state.enabled' : 'log.state.disabled');
  setLogParams({ orgCode: org.orgCode, orgName: org.orgName, state: stateLabel });
  return toOrgRow(org);
});
