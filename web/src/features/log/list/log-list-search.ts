import * as z from 'zod/mini';
import { PROJECT_ID } from '@sddp/shared';
import { listSearchSchema } from '@/components/data-table/list-search';

const filter = z.catch(z.optional(z.coerce.string().check(z.trim())), undefined);

/** The URL of /log/list: page, size and the filters of spec §2.20 (the server checks the times). */
export const logListSearchSchema = listSearchSchema({
  projectId: z.catch(z._default(z.coerce.number().check(z.int(), z.positive()), PROJECT_ID.userSystem), PROJECT_ID.userSystem),
  userCode: filter,
  orgName: filter,
  from: filter,
  to: filter,
});

export type LogListSearch = z.output<typeof logListSearchSchema>;
export type LogFilters = Pick<LogListSearch, 'projectId' | 'userCode' | 'orgName' | 'from' | 'to'>;
