import { orgUpdate } from '@sddp/shared';
import { updateOrgDetails } from '../../lib/data/orgs';
import { route } from '../../lib/http/types';
import { toOrgRow } from './org-row';

export const updateOrgRoute = route(orgUpdate, async ({ input, setLogParams }) => {
  const org = await updateOrgDetails(input.id, { orgName: input.orgName, bpCode: input.bpCode });
  setLogParams({ orgCode: org.orgCode, orgName: org.orgName });
  return toOrgRow(org);
});
