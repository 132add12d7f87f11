import * as z from 'zod';

/** The URL of the breakdown screen: the chosen project, so a reload or a shared link shows the same one. */
export const breakdownSearchSchema = z.object({
  projectId: z.coerce.number().int().positive().optional().catch(undefined),
});

export type BreakdownSearch = z.output<typeof breakdownSearchSchema>;
