import * as z from 'zod/mini';
import { listSearchSchema } from '@/components/data-table/list-search';

const filter = z.catch(z.optional(z.coerce.string().check(z.trim())), undefined);

/** Opened from the DHMC list with id={projectId}&name={projectName} (spec §2.22), plus page and the two filters. */
export const dhmcDetailSearchSchema = listSearchSchema({
  id: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
  name: filter,
  linkman: filter,
  userCode: filter,
});

export type DhmcDetailSearch = z.output<typeof dhmcDetailSearchSchema>;
