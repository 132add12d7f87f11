import { orgUpdate } from '@sddp/shared';
import { assertMayChangeOrg } from '../../lib/access/org-targets';
import { updateOrgDetails } from '../../lib/data/orgs';
import { presentingStale } from '../../lib/errors';
import { route } from '../../lib/http/types';
import { toOrgRow } from './org-row';

export const updateOrgRoute = route(orgUpdate, async ({ input, principal, setLogParams }) => {
  const fields = { orgName: input.orgName, bpCode: input.bpCode };
  const edit = updateOrgDetails(input.id, fields, { expectedVersion: input.version, guard: (org) => assertMayChangeOrg(principal, org, fields) });
  const org = await presentingStale(edit, toOrgRow);
  setLogParams({ orgCode: org.orgCode, orgName: org.orgName });
  return toOrgRow(org);
});
