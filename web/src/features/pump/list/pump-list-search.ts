import * as z from 'zod';
import { listSearchSchema } from '@/components/data-table';

const code = (max: number) => z.coerce.number().int().min(1).max(max).optional().catch(undefined);
const positive = z.coerce.number().positive().max(100_000).optional().catch(undefined);

/** The URL of /dynamicEquipment/index: page, size, type, medium and the duty point. */
export const pumpListSearchSchema = listSearchSchema({ bengType: code(8), jiezhi: code(5), liuliang: positive, yangcheng: positive });

export type PumpListSearch = z.output<typeof pumpListSearchSchema>;
export type PumpFilters = Pick<PumpListSearch, 'bengType' | 'jiezhi' | 'liuliang' | 'yangcheng'>;
