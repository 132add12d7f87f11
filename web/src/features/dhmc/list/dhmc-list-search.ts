import type * as z from 'zod/mini';
import { listSearchSchema } from '@/components/data-table/list-search';

/** The URL of the DHMC list: page and size only (spec §2.22). */
export const dhmcListSearchSchema = listSearchSchema();

export type DhmcListSearch = z.output<typeof dhmcListSearchSchema>;
