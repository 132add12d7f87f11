import * as z from 'zod/mini';
import { listSearchSchema } from '@/components/data-table/list-search';

/** The URL of /device/tags: the contract (0 when missing), page, size and the tag-number filter. */
export const tagListSearchSchema = listSearchSchema({
  contractId: z.catch(z.coerce.number().check(z.int(), z.positive()), 0),
  weihao: z.catch(z.optional(z.coerce.string().check(z.trim())), undefined),
});
export type TagListSearch = z.output<typeof tagListSearchSchema>;
