import * as z from 'zod/mini';
import { listSearchSchema } from '@/components/data-table/list-search';

const text = z.catch(z.optional(z.coerce.string().check(z.trim())), undefined);

/** The URL of /device/contracts: page, size, project, supplier and contract number. */
export const contractListSearchSchema = listSearchSchema({
  projectId: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
  supplierName: text,
  contractNo: text,
});
export type ContractListSearch = z.output<typeof contractListSearchSchema>;
export type ContractFilters = Pick<ContractListSearch, 'projectId' | 'supplierName' | 'contractNo'>;
