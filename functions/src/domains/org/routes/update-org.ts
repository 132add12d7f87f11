import { orgUpdate } from '@sddp/shared';
import { assertMayChangeOrg } from '#access/org-targets';
import { updateOrgDetails } from '#entities/org';
import { route } from '#http/route';
import { presentingStale } from '#kit/errors';
import { refineContactEmailOf } from './contact-rules';
import { toOrgRow } from './org-row';

const ORG_LOGGED_FIELDS = ['orgName', 'bpCode', 'linkman', 'mobile', 'email'] as const;

export const updateOrgRoute = route(orgUpdate, async ({ input, principal, setLogParams, setLogChanges }) => {
  const contact = input.linkman ? { linkman: input.linkman, mobile: input.mobile, email: input.email } : undefined;
  const fields = { orgName: input.orgName, bpCode: input.bpCode, ...(contact ? { contact } : {}) };
  let before: Parameters<typeof toOrgRow>[0] | undefined;
  const guard = (org: Parameters<typeof toOrgRow>[0]) => {
    before = org;
    assertMayChangeOrg(principal, org, fields);
    if (contact) refineContactEmailOf(org.orgType, contact);
  };
  const org = await presentingStale(updateOrgDetails(input.id, fields, { expectedVersion: input.version, guard }), toOrgRow);
  setLogParams({ orgCode: org.orgCode, orgName: org.orgName });
  setLogChanges(before && { ...before, ...before.contact }, { ...org, ...org.contact }, ORG_LOGGED_FIELDS);
  return toOrgRow(org);
});
