import * as z from 'zod/mini';
import { listSearchSchema } from '@/components/data-table/list-search';

const filter = z.catch(z.optional(z.coerce.string().check(z.trim())), undefined);

/** The URL of the audit matrix: page, size and the two filters of spec §2.21. */
export const auditMatrixSearchSchema = listSearchSchema({ linkman: filter, userCode: filter });

export type AuditMatrixSearch = z.output<typeof auditMatrixSearchSchema>;

export type AuditMatrixFilters = Pick<AuditMatrixSearch, 'linkman' | 'userCode'>;
