import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ERROR_CODE } from '@sddp/shared';
import { db, tableName } from '../db/client';
import { isConditionFailure } from '../db/conditions';
import { keys } from '../db/keys';
import { AppError } from '../errors';
import { completeImport } from './org-import-complete';
import { isLapsed, keepImportLock, releaseImportLock, releaseLapsedLock, takeImportLock } from './org-import-lock';
import { movePhase, writeManifest, writeStaging, type ImportManifest } from './org-import-manifest';
import { hasProblems, planImport, type ImportPlan, type ImportRow } from './org-import-plan';
import { recoverSupplierImport as recoverStagedImport } from './org-import-recovery';
import { reached, type ImportHooks } from './org-import-steps';
import { deleteLateRecords, importedSupplier, ImportStoppedError, lanesFor, writeSuppliers, type WriteConflict } from './org-import-write';
import type { OrgRecord } from './org-record';
import { FIRST_NEW_ORG_ID, FIRST_NEW_USER_ID } from './orgs';

export type SupplierImportOutcome = { status: 'imported'; created: number; unchanged: number } | { status: 'rejected'; plan: ImportPlan };

export type OnWritten = (written: number, total: number) => void | Promise<void>;

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

/** A block of consecutive ids from a counter in one UpdateItem; the same floor as a create's. */
async function reserveIds(entity: 'org' | 'user', count: number, first: number): Promise<number> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.counter(entity),
      UpdateExpression: 'SET #v = if_not_exists(#v, :floor) + :count',
      ExpressionAttributeNames: { '#v': 'value' },
      ExpressionAttributeValues: { ':floor': first - 1, ':count': count },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.value) - count + 1;
}

/**
 * Creates the rows, each a supplier with its primary account, as a staged operation: ids reserved,
 * the manifest written (`staged`), the rows written in steps (`writing`), the commit (`committed`),
 * then the lists. Settled either way before it returns: committed and published, or rolled back
 * (codes taken meanwhile are answered, anything else thrown). A process killed at any point leaves
 * the manifest that recoverSupplierImport settles.
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
  const manifest: ImportManifest = { jobId, phase: 'staged', firstOrgId, firstUserId, count, lanes: lanesFor(count), createTime };
  const suppliers = create.map((row, index) => importedSupplier(jobId, row, firstOrgId + index, firstUserId + index, createTime));
  try {
    await writeManifest(manifest);
  } catch (error) {
    // Nothing of this run is written yet, and the undo below must not touch an earlier run of the same id.
    await releaseImportLock(jobId);
    throw isConditionFailure(error) ? new Error(`supplier import job ${jobId} has run before`, { cause: error }) : error;
  }
  let conflicts: WriteConflict[];
  try {
    await reached(hooks, 'manifestWritten');
    await writeStaging(
      manifest,
      create.map((row) => row.orgCode),
    );
    await reached(hooks, 'staged');
    if (!(await movePhase(jobId, 'writing', ['staged']))) throw new ImportStoppedError(jobId);
    await reached(hooks, 'writing');
    await onWritten(0, count);
    conflicts = await writeSuppliers(manifest, suppliers, onWritten);
    if (conflicts.length === 0 && !(await movePhase(jobId, 'committed', ['writing']))) {
      await deleteLateRecords(suppliers);
      throw new ImportStoppedError(jobId);
    }
  } catch (error) {
    // Stopped: the recovery that stopped this process settles the job. Otherwise undo now; should that
    // fail too, the manifest stays for the next recovery (the worker's, or the next import's lock).
    if (!(error instanceof ImportStoppedError)) await recoverStagedImport(jobId).catch(() => undefined);
    throw error;
  }
  if (conflicts.length > 0) {
    await recoverStagedImport(jobId);
    return { conflicts };
  }
  await reached(hooks, 'committed');
  const records = suppliers.map((supplier) => supplier.record);
  try {
    await completeImport(manifest, records, hooks);
  } catch (error) {
    if ((await recoverStagedImport(jobId).catch(() => undefined)) !== 'completed') throw error;
  }
  return { records };
}
