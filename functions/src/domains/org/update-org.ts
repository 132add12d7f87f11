import { orgUpdate } from '@sddp/shared';
import { assertMayChangeOrg } from '../../lib/access/org-targets';
import { updateOrgDetails } from '../../lib/data/orgs';
import { presentingStale } from '../../lib/errors';
import { route } from '../../lib/http/types';
import { refineContactEmailOf } from './contact-rules';
import { toOrgRow } from './org-row';

export const updateOrgRoute = route(orgUpdate, async ({ input, principal, setLogParams }) => {
  const contact = input.linkman ? { linkman: input.linkman, mobile: input.mobile, email: input.email } : undefined;
  const fields = { orgName: input.orgName, bpCode: input.bpCode, ...(contact ? { contact } : {}) };
  const guard = (org: Parameters<typeof toOrgRow>[0]) => {
    assertMayChangeOrg(principal, org, fields);
    if (contact) refineContactEmailOf(org.orgType, contact);
  };
  const org = await presentingStale(updateOrgDetails(input.id, fields, { expectedVersion: input.version, guard }), toOrgRow);
  setLogParams({ orgCode: org.orgCode, orgName: org.orgName });
  return toOrgRow(org);
});
