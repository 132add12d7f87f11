import { orgCreate } from '@sddp/shared';
import { createOrg, FIRST_NEW_ORG_ID } from '#entities/org';
import { route } from '#http/route';
import { nextId } from '#kit/db/ids';
import { toOrgRow } from './org-row';

/** The organisation and its primary account (login = the code, contact = the form's), in one transaction. */
export const createOrgRoute = route(orgCreate, async ({ input, setLogParams }) => {
  const org = await createOrg({
    id: await nextId('org', FIRST_NEW_ORG_ID),
    orgCode: input.orgCode,
    orgName: input.orgName,
    orgType: input.orgType,
    bpCode: '',
    createTime: new Date().toISOString(),
    contact: { linkman: input.linkman, mobile: input.mobile, email: input.email },
  });
  setLogParams({ orgCode: org.orgCode, orgName: org.orgName });
  return toOrgRow(org);
});
