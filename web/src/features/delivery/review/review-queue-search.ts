import type * as z from 'zod/mini';
import { listSearchSchema } from '@/components/data-table/list-search';

/** The URL of the review queue: page and size only. */
export const reviewQueueSearchSchema = listSearchSchema();

export type ReviewQueueSearch = z.output<typeof reviewQueueSearchSchema>;
