import { PROJECT_ID } from '@sddp/shared';
import * as z from 'zod';
import { listSearchSchema } from '@/components/data-table';

const filter = z.coerce.string().trim().optional().catch(undefined);

/** The URL of /log/list: page, size and the filters of spec §2.20 (the server checks the times). */
export const logListSearchSchema = listSearchSchema({
  projectId: z.coerce.number().int().positive().default(PROJECT_ID.userSystem).catch(PROJECT_ID.userSystem),
  userCode: filter,
  orgName: filter,
  from: filter,
  to: filter,
});

export type LogListSearch = z.output<typeof logListSearchSchema>;
export type LogFilters = Pick<LogListSearch, 'projectId' | 'userCode' | 'orgName' | 'from' | 'to'>;
