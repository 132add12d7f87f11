import * as z from 'zod/mini';

/** The URL of the requirements screen: the project, and the class being edited, so a reload or a link shows the same. */
export const requirementsSearchSchema = z.object({
  projectId: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
  classCode: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(100))), undefined),
});
