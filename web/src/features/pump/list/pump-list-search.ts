import * as z from 'zod/mini';
import { listSearchSchema } from '@/components/data-table/list-search';

const code = (max: number) => z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(max))), undefined);
const positive = z.catch(z.optional(z.coerce.number().check(z.positive(), z.lte(100_000))), undefined);

/** The URL of /dynamicEquipment/index: page, size, type, medium and the duty point. */
export const pumpListSearchSchema = listSearchSchema({ bengType: code(8), jiezhi: code(5), liuliang: positive, yangcheng: positive });

export type PumpListSearch = z.output<typeof pumpListSearchSchema>;
export type PumpFilters = Pick<PumpListSearch, 'bengType' | 'jiezhi' | 'liuliang' | 'yangcheng'>;
