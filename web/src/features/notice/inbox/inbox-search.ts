import type * as z from 'zod/mini';
import { listSearchSchema } from '@/components/data-table/list-search';

/** The URL of /notices: page and size only. */
export const inboxSearchSchema = listSearchSchema({});
export type InboxSearch = z.output<typeof inboxSearchSchema>;
