import { auditMatrixList } from '@sddp/shared';
import { route } from '#http/route';
import { auditMatrixRows } from '../data/audit-matrix';
import { matrixScope } from './matrix-scope';

export const matrixListRoute = route(auditMatrixList, async ({ input, principal, language }) => {
  const rows = await auditMatrixRows(matrixScope(principal), input, language);
  const start = (input.page - 1) * input.limit;
  return { rows: rows.slice(start, start + input.limit), total: rows.length };
});
