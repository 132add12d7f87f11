import * as z from 'zod';
import { listSearchSchema } from '@/components/data-table/list-search';

const text = z.coerce.string().trim().optional().catch(undefined);

/** The URL of /device/contracts: page, size, project, supplier and contract number. */
export const contractListSearchSchema = listSearchSchema({
  projectId: z.coerce.number().int().positive().optional().catch(undefined),
  supplierName: text,
  contractNo: text,
});
export type ContractListSearch = z.output<typeof contractListSearchSchema>;
export type ContractFilters = Pick<ContractListSearch, 'projectId' | 'supplierName' | 'contractNo'>;
