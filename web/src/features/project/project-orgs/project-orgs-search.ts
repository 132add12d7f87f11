import * as z from 'zod/mini';
import { listSearchSchema } from '@/components/data-table/list-search';

const optionalText = z.catch(z.optional(z.coerce.string()), undefined);

/** Opened from the project list with id={projectId} and projectName (spec §2.15), plus the filters. */
export const projectOrgsSearchSchema = listSearchSchema({
  id: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
  projectName: optionalText,
  flag: z.catch(z.optional(z.enum(['y', 'n'])), undefined),
  orgName: optionalText,
  orgCode: optionalText,
});

export type ProjectOrgsSearch = z.output<typeof projectOrgsSearchSchema>;
