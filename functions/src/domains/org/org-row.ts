import type { OrgRow } from '@sddp/shared';
import type { OrgSummary } from '../../lib/data/org-record';

export const toOrgRow = (org: OrgSummary): OrgRow => ({
  id: org.id,
  orgCode: org.orgCode,
  bpCode: org.bpCode,
  orgName: org.orgName,
  orgType: org.orgType,
  state: org.state,
  createTime: org.createTime,
  linkman: org.contact.linkman,
  mobile: org.contact.mobile,
  email: org.contact.email,
  primaryUserId: org.primaryUserId,
  version: org.version,
});
