import * as z from 'zod/mini';
import { listSearchSchema } from '@/components/data-table/list-search';
import type { ProjectListQuery } from '../api/get-projects';

export const projectListSearchSchema = listSearchSchema({
  projectName: z.catch(z.optional(z.coerce.string()), undefined),
});

export type ProjectListSearch = z.output<typeof projectListSearchSchema>;

/** The list call the screen makes for these search params (the route's loader preloads the same one). */
export const projectListQuery = (search: ProjectListSearch): ProjectListQuery => ({
  page: search.page,
  limit: search.limit,
  projectName: search.projectName ?? '',
});
