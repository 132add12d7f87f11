import * as z from 'zod/mini';
import { USER_ROLE } from '@sddp/shared';
import { listSearchSchema } from '@/components/data-table/list-search';

const filter = z.catch(z.optional(z.coerce.string().check(z.trim())), undefined);
const projectId = z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined);

/** The account categories the all-users filter offers (spec §2.16): All is no filter. */
export const LISTED_ROLES = [USER_ROLE.supplier, USER_ROLE.contractor, USER_ROLE.admin, USER_ROLE.owner] as const;

/** The URL of /user/list: page, size and the six filters of spec §2.16. */
export const allUsersSearchSchema = listSearchSchema({
  orgName: filter,
  linkman: filter,
  userCode: filter,
  projectId,
  userRole: z.catch(z.optional(z.enum(LISTED_ROLES)), undefined),
  linkPhone: filter,
});

export type AllUsersSearch = z.output<typeof allUsersSearchSchema>;
export type AllUsersFilters = Omit<AllUsersSearch, 'page' | 'limit'>;

/** The filters of a search, as the list and the export send them. */
export const filtersOf = ({ page: _page, limit: _limit, ...filters }: AllUsersSearch): AllUsersFilters => filters;

/** The organisation user-management URL (/user/list1, /userManage/list): name and delivery project (spec §2.18). */
export const orgUsersSearchSchema = listSearchSchema({ linkman: filter, projectId });

export type OrgUsersSearch = z.output<typeof orgUsersSearchSchema>;
export type OrgUsersFilters = Omit<OrgUsersSearch, 'page' | 'limit'>;
