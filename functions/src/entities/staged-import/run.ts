import { ERROR_CODE } from '@sddp/shared';
import { AppError } from '#kit/errors';
import type { OrgRecord } from '../org/org-record';
import { FIRST_NEW_ORG_ID, FIRST_NEW_USER_ID } from '../org/orgs';
import { isLapsed, keepImportLock, releaseImportLock, releaseLapsedLock, takeImportLock } from './lock';
import { recoverStagedImport } from './recovery';
import { reserveIds, runStagedWrite, stagedManifest, type OnWritten } from './staged-import';
import { reached, type ImportHooks } from './steps';
import { hasProblems, planImport, type ImportPlan, type ImportRow } from './supplier-plan';
import { importedSupplier, SUPPLIER_GUARDS, type WriteConflict } from './supplier-write';

export type SupplierImportOutcome = { status: 'imported'; created: number; unchanged: number } | { status: 'rejected'; plan: ImportPlan };

export type { OnWritten };

const LOCK_ATTEMPTS = 3;
const importBusy = () => new AppError(ERROR_CODE.conflict, 'error.importBusy');

/**
 * Takes the import lock for the job. A lapsed lock is a job that died without its recovery having
 * run: that job is recovered first (rolled back or completed), so nothing half-written of it is left
 * for this import's plan to read as existing suppliers.
 */
export async function lockImport(jobId: string): Promise<void> {
  for (let attempt = 0; attempt < LOCK_ATTEMPTS; attempt++) {
    const holder = await takeImportLock(jobId);
    if (!holder) return;
    if (!isLapsed(holder)) break;
    if (holder.jobId) await recoverStagedImport(holder.jobId);
    await releaseLapsedLock(holder);
  }
  throw importBusy();
}

/** Lock, plan, then the staged write; the lock is the job's until the import is settled. */
export async function runStagedImport(
  jobId: string,
  rows: readonly ImportRow[],
  onWritten: OnWritten,
  hooks?: ImportHooks,
): Promise<SupplierImportOutcome> {
  await lockImport(jobId);
  const stopRenewing = keepImportLock(jobId);
  try {
    await reached(hooks, 'locked');
    let plan: ImportPlan;
    try {
      plan = await planImport(rows);
    } catch (error) {
      await releaseImportLock(jobId);
      throw error;
    }
    const imported = { status: 'imported', created: plan.create.length, unchanged: plan.unchanged.length } as const;
    if (hasProblems(plan) || plan.create.length === 0) {
      await releaseImportLock(jobId);
      return hasProblems(plan) ? { status: 'rejected', plan } : imported;
    }
    const written = await writeStaged(jobId, plan.create, onWritten, { hooks });
    return 'conflicts' in written ? { status: 'rejected', plan: withConflicts(plan, written.conflicts) } : imported;
  } finally {
    stopRenewing();
  }
}

/** The plan as the write found it: rows whose code another writer took meanwhile are problems (one per row). */
function withConflicts(plan: ImportPlan, conflicts: readonly WriteConflict[]): ImportPlan {
  const codeTaken = new Set(conflicts.filter((conflict) => conflict.taken === 'orgCode').map((conflict) => conflict.row));
  const loginTaken = new Set(
    conflicts.filter((conflict) => conflict.taken === 'login' && !codeTaken.has(conflict.row)).map((conflict) => conflict.row),
  );
  return {
    create: plan.create.filter((row) => !codeTaken.has(row) && !loginTaken.has(row)),
    unchanged: plan.unchanged,
    otherKind: [...plan.otherKind, ...codeTaken].sort((left, right) => left.row - right.row),
    loginTaken: [...plan.loginTaken, ...loginTaken].sort((left, right) => left.row - right.row),
  };
}

/**
 * Creates the rows, each a supplier with its primary account, as a staged import (staged-import.ts):
 * settled either way before it returns, committed and published, or rolled back with the codes taken
 * meanwhile answered.
 */
export async function writeStaged(
  jobId: string,
  create: readonly ImportRow[],
  onWritten: OnWritten,
  options: { hooks?: ImportHooks; now?: Date } = {},
): Promise<{ records: OrgRecord[] } | { conflicts: WriteConflict[] }> {
  const { hooks, now = new Date() } = options;
  const count = create.length;
  const [firstOrgId, firstUserId] = await Promise.all([
    reserveIds('org', count, FIRST_NEW_ORG_ID),
    reserveIds('user', count, FIRST_NEW_USER_ID),
  ]);
  const createTime = now.toISOString();
  const manifest = stagedManifest(
    { jobId, importKind: 'supplier', firstIds: [firstOrgId, firstUserId], count, createTime },
    SUPPLIER_GUARDS,
  );
  const suppliers = create.map((row, index) => importedSupplier(jobId, row, firstOrgId + index, firstUserId + index, createTime));
  const { conflicts } = await runStagedWrite(
    manifest,
    create.map((row) => row.orgCode),
    suppliers,
    onWritten,
    hooks,
  );
  if (conflicts.length === 0) return { records: suppliers.map((supplier) => supplier.record) };
  return {
    conflicts: conflicts.map(({ index, guard }) => ({ row: suppliers[index]!.row, taken: guard === 0 ? 'orgCode' : 'login' })),
  };
}
