import * as z from 'zod/mini';
import { PAGE } from '@sddp/shared';

const positive = z.coerce.number().check(z.int(), z.positive());

/** The supplier's delivery screen: the project, the contract open below it, and that contract's tag page. */
export const supplierDeliverySearchSchema = z.object({
  projectId: z.catch(z.optional(positive), undefined),
  contractId: z.catch(z.optional(positive), undefined),
  page: z.catch(z._default(positive, PAGE.first), PAGE.first),
  limit: z.catch(z._default(positive, PAGE.defaultSize), PAGE.defaultSize),
  tagNumber: z.catch(z.optional(z.string().check(z.maxLength(30))), undefined),
});
export type SupplierDeliverySearch = z.output<typeof supplierDeliverySearchSchema>;
