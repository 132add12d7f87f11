import * as z from 'zod/mini';

/** The URL of the breakdown screen: the chosen project, so a reload or a shared link shows the same one. */
export const breakdownSearchSchema = z.object({
  projectId: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
});

export type BreakdownSearch = z.output<typeof breakdownSearchSchema>;
