import * as z from 'zod';
import { listSearchSchema } from '@/components/data-table';

const filter = z.coerce.string().trim().optional().catch(undefined);

/** Opened from the DHMC list with id={projectId}&name={projectName} (spec §2.22), plus page and the two filters. */
export const dhmcDetailSearchSchema = listSearchSchema({
  id: z.coerce.number().int().positive().optional().catch(undefined),
  name: filter,
  linkman: filter,
  userCode: filter,
});

export type DhmcDetailSearch = z.output<typeof dhmcDetailSearchSchema>;
