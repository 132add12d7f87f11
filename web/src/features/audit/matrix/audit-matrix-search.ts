import * as z from 'zod';
import { listSearchSchema } from '@/components/data-table';

const filter = z.coerce.string().trim().optional().catch(undefined);

/** The URL of the audit matrix: page, size and the two filters of spec §2.21. */
export const auditMatrixSearchSchema = listSearchSchema({ linkman: filter, userCode: filter });

export type AuditMatrixSearch = z.output<typeof auditMatrixSearchSchema>;

export type AuditMatrixFilters = Pick<AuditMatrixSearch, 'linkman' | 'userCode'>;
