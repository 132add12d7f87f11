import * as z from 'zod';
import { listSearchSchema } from '@/components/data-table';

const optionalText = z.coerce.string().optional().catch(undefined);

/** Opened from the project list with id={projectId} and projectName (spec §2.15), plus the filters. */
export const projectOrgsSearchSchema = listSearchSchema({
  id: z.coerce.number().int().positive().optional().catch(undefined),
  projectName: optionalText,
  flag: z.enum(['y', 'n']).optional().catch(undefined),
  orgName: optionalText,
  orgCode: optionalText,
});

export type ProjectOrgsSearch = z.output<typeof projectOrgsSearchSchema>;
