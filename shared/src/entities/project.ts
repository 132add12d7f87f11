import * as z from 'zod/mini';
import { PROJECT_STATES } from '../constants';

export const projectStateSchema = z.enum(PROJECT_STATES);

export const projectSummarySchema = z.object({
  id: z.number(),
  projectId: z.number(),
  state: projectStateSchema,
  projectName: z.string(),
  projectNameEn: z.string(),
  indexUrl: z.string(),
  indexUrlEn: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;
