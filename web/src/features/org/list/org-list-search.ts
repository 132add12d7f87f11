import * as z from 'zod';
import { listSearchSchema } from '@/components/data-table';

const filter = z.coerce.string().trim().optional().catch(undefined);

/** The URL of /mechanism/list: page, size and the three filters of spec §2.13. */
export const orgListSearchSchema = listSearchSchema({ orgName: filter, orgCode: filter, bpCode: filter });

export type OrgListSearch = z.output<typeof orgListSearchSchema>;

export type OrgFilters = Pick<OrgListSearch, 'orgName' | 'orgCode' | 'bpCode'>;
