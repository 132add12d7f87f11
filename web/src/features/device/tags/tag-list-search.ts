import * as z from 'zod';
import { listSearchSchema } from '@/components/data-table/list-search';

/** The URL of /device/tags: the contract (0 when missing), page, size and the tag-number filter. */
export const tagListSearchSchema = listSearchSchema({
  contractId: z.coerce.number().int().positive().catch(0),
  weihao: z.coerce.string().trim().optional().catch(undefined),
});
export type TagListSearch = z.output<typeof tagListSearchSchema>;
