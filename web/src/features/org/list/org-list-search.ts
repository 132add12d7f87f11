import * as z from 'zod/mini';
import { listSearchSchema } from '@/components/data-table/list-search';

const filter = z.catch(z.optional(z.coerce.string().check(z.trim())), undefined);

/** The URL of /mechanism/list: page, size and the three filters of spec §2.13. */
export const orgListSearchSchema = listSearchSchema({ orgName: filter, orgCode: filter, bpCode: filter });

export type OrgListSearch = z.output<typeof orgListSearchSchema>;

export type OrgFilters = Pick<OrgListSearch, 'orgName' | 'orgCode' | 'bpCode'>;
