import { orgList } from '@sddp/shared';
import { listOrgs } from '#entities/org';
import { route } from '#http/route';
import { toOrgRow } from './org-row';

export const listOrgsRoute = route(orgList, async ({ input }) => {
  const { rows, total } = await listOrgs({ orgName: input.orgName, orgCode: input.orgCode, bpCode: input.bpCode }, input.page, input.limit);
  return { rows: rows.map(toOrgRow), total };
});
