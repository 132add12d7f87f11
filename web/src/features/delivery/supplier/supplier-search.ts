import * as z from 'zod/mini';
import { listSearchSchema } from '@/components/data-table/list-search';

const optionalId = z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined);

/** The supplier's delivery screen: the project, the contract open below it, and that contract's tag page. */
export const supplierDeliverySearchSchema = listSearchSchema({
  projectId: optionalId,
  contractId: optionalId,
  tagNumber: z.catch(z.optional(z.coerce.string().check(z.trim())), undefined),
});
export type SupplierDeliverySearch = z.output<typeof supplierDeliverySearchSchema>;
