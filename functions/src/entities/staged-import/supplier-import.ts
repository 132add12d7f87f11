import { randomUUID } from 'node:crypto';
import { ERROR_CODE } from '@sddp/shared';
import { AppError, conflict } from '#kit/errors';
import type { OrgRecord } from '../org/org-record';
import { runStagedImport, writeStaged, type OnWritten, type SupplierImportOutcome } from './run';
import type { ImportRow } from './supplier-plan';

/**
 * The supplier import (docs/data-model.md A29 and "The supplier import"): all rows or none, as a job
 * whose writes survive its process. The job holds the import lock, records a manifest of everything
 * it will write before its first write, writes in steps, and commits; a recovery settles a job that
 * stopped anywhere, rolling it back before its commit and completing it after.
 */
export { type ImportPlan, type ImportRow } from './supplier-plan';
export { isHeldByRunningImport } from './guards';
export type { SupplierImportOutcome } from './run';

/**
 * Imports the rows as job `jobId` (a UUID, used once): codes already naming a supplier are left
 * unchanged, the rest created with their primary accounts, or nothing at all. `onWritten` hears the
 * rows written after each step. 'rejected' names the rows whose codes belong to others (also when a
 * create took one while the import wrote). Busy ('error.importBusy') while another import runs.
 */
export function runSupplierImport(jobId: string, rows: readonly ImportRow[], onWritten: OnWritten): Promise<SupplierImportOutcome> {
  return runStagedImport(jobId, rows, onWritten);
}

/**
 * Creates these rows (all new codes) as suppliers through the same staged write, under a job id of
 * its own, without the lock or a plan (seeding, the benchmarks). A code found taken fails it as a
 * single create would, with nothing left written.
 */
export async function createImportedSuppliers(rows: readonly ImportRow[], now = new Date()): Promise<OrgRecord[]> {
  if (rows.length === 0) return [];
  const written = await writeStaged(randomUUID(), rows, () => undefined, { now });
  if ('records' in written) return written.records;
  const [first] = written.conflicts;
  throw first?.taken === 'login'
    ? new AppError(ERROR_CODE.conflict, 'error.orgLoginTaken', { params: { orgCode: first.row.orgCode } })
    : conflict('error.orgCodeTaken');
}
