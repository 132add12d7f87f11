import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ENABLED_STATE, ORG_TYPE } from '@sddp/shared';
import { chunk, runLimited } from '../db/concurrency';
import { cancellationCodes } from '../db/conditions';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';
import { batchWrite } from '../db/paging';
import { backoff, isTransientConflict, type TransactItem } from '../db/transact';
import { busy } from '../errors';
import type { ImportManifest } from './org-import-manifest';
import type { ImportRow } from './org-import-plan';
import type { OrgRecord } from './org-record';
import { orgCodeGuardItem, orgItem } from './orgs';
import { primaryAccountOf } from './primary-accounts';
import { userItems } from './users';

type Item = Record<string, unknown> & { pk: string; sk: string };

/** Rows per step: their two guards each plus the lane check in one transaction, under DynamoDB's 100 items. */
export const ROWS_PER_STEP = 48;
const GUARDS_PER_ROW = 2;
/** Guard transactions in flight at once, one per lane. */
export const WRITE_LANES = 8;
/** Batch writes of organisations and accounts in flight at once (as many as the import before jobs used). */
const BATCHES_IN_FLIGHT = 16;
const TRANSIENT_ATTEMPTS = 8;

export const lanesFor = (rows: number) => Math.max(1, Math.min(WRITE_LANES, Math.ceil(rows / ROWS_PER_STEP)));

export interface ImportedSupplier {
  row: ImportRow;
  record: OrgRecord;
  /** The code guard and the login guard, both naming the job: written in the step's transaction. */
  guards: [Item, Item];
  /** The organisation and its primary account: written in batches once their guards are in. */
  items: [Item, Item];
}

export function importedSupplier(jobId: string, row: ImportRow, id: number, userId: number, createTime: string): ImportedSupplier {
  const record: OrgRecord = {
    id,
    orgCode: row.orgCode,
    bpCode: row.bpCode,
    orgName: row.orgName,
    orgType: ORG_TYPE.supplier,
    state: ENABLED_STATE.enabled,
    createTime,
    projects: {},
    contact: { linkman: row.linkman, mobile: row.mobile, email: row.email },
    primaryUserId: userId,
    version: 1,
  };
  const { entity, guard } = userItems(primaryAccountOf(record, record.contact, userId));
  return {
    row,
    record,
    guards: [
      { ...orgCodeGuardItem(record), importJob: jobId },
      { ...guard, importJob: jobId },
    ],
    items: [orgItem(record), entity],
  };
}

/** A code another writer took after the plan read it: the organisation code, or the login. */
export interface WriteConflict {
  row: ImportRow;
  taken: 'orgCode' | 'login';
}

/** The job's lanes are gone: a recovery took the job over (it was thought dead), so this process stops writing. */
export class ImportStoppedError extends Error {
  constructor(jobId: string) {
    super(`supplier import ${jobId} was taken over by a recovery`);
    this.name = 'ImportStoppedError';
  }
}

class StepConflicts extends Error {
  constructor(readonly conflicts: WriteConflict[]) {
    super('codes taken meanwhile');
  }
}

const putNew = (Item: Item): TransactItem => ({ Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' } });

const laneOpen = (jobId: string, lane: number): TransactItem => ({
  ConditionCheck: { TableName: tableName(), Key: keys.orgImportLane(jobId, lane), ConditionExpression: 'attribute_exists(pk)' },
});

/** The step's guards in one transaction, conditional on the codes being free and the lane open. */
async function putGuards(jobId: string, lane: number, step: readonly ImportedSupplier[]): Promise<void> {
  const transactItems = [...step.flatMap((supplier) => supplier.guards.map(putNew)), laneOpen(jobId, lane)];
  for (let attempt = 0; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: transactItems }));
      return;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes?.[transactItems.length - 1] === 'ConditionalCheckFailed') throw new ImportStoppedError(jobId);
      const taken = (codes ?? []).flatMap((code, index) => (code === 'ConditionalCheckFailed' ? [index] : []));
      if (taken.length > 0) {
        throw new StepConflicts(
          taken.map((index) => ({
            row: step[Math.floor(index / GUARDS_PER_ROW)]!.row,
            taken: index % GUARDS_PER_ROW === 0 ? 'orgCode' : 'login',
          })),
        );
      }
      if (!isTransientConflict(error)) throw error;
      if (attempt >= TRANSIENT_ATTEMPTS) throw busy(error);
      await backoff(attempt);
    }
  }
}

const batchesOf = (step: readonly ImportedSupplier[]) =>
  chunk(
    step.flatMap((supplier) => supplier.items),
    25,
  );

/** Runs tasks with at most `concurrency` in flight, in the order they are handed over. */
function limiter(concurrency: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

/**
 * A recovery rolled the job back while this process was still writing: batches of records it sent
 * may have landed after the rollback deleted what it found. Only this process knows them; their ids
 * are the job's own, so deleting them again is safe. (The guards need no such care: their
 * transactions check the lane, which the recovery deleted before it read anything.)
 */
export async function deleteLateRecords(suppliers: readonly ImportedSupplier[]): Promise<void> {
  const keysOf = suppliers.flatMap((supplier) => supplier.items.map((item) => ({ pk: item.pk, sk: item.sk })));
  await runLimited(chunk(keysOf, 25), 8, (batch) => batchWrite(batch.map((Key) => ({ DeleteRequest: { Key } }))));
}

/**
 * Writes the suppliers in steps of ROWS_PER_STEP rows: each lane puts the guards of its steps one
 * transaction after another (the transactions a recovery can stop), and hands each step's
 * organisations and accounts to one pool of batch writes shared by the lanes, so that guards and
 * records are written at once. `onWritten` hears the rows written so far after each step whose items
 * are all in. Once anything fails no further step starts; what is in flight settles first. Answers
 * the codes found taken (nothing else fails that way); any other failure is thrown.
 */
export async function writeSuppliers(
  manifest: ImportManifest,
  suppliers: readonly ImportedSupplier[],
  onWritten: (written: number, total: number) => void | Promise<void>,
): Promise<WriteConflict[]> {
  const steps = chunk(suppliers, ROWS_PER_STEP);
  const batchSlot = limiter(BATCHES_IN_FLIGHT);
  const started: ImportedSupplier[] = [];
  const recordsOfSteps: Array<Promise<void>> = [];
  const conflicts: WriteConflict[] = [];
  let failure: { error: unknown } | undefined;
  let written = 0;
  const failed = (error: unknown) => {
    if (error instanceof StepConflicts) conflicts.push(...error.conflicts);
    else failure ??= { error };
  };
  const stopped = () => failure !== undefined || conflicts.length > 0;

  const writeRecords = async (step: readonly ImportedSupplier[]) => {
    await Promise.all(batchesOf(step).map((batch) => batchSlot(() => batchWrite(batch.map((Item) => ({ PutRequest: { Item } }))))));
    written += step.length;
    await onWritten(written, suppliers.length);
  };
  await Promise.all(
    Array.from({ length: manifest.lanes }, async (_, lane) => {
      for (let index = lane; index < steps.length && !stopped(); index += manifest.lanes) {
        const step = steps[index]!;
        try {
          await putGuards(manifest.jobId, lane, step);
        } catch (error) {
          failed(error);
          return;
        }
        started.push(...step);
        recordsOfSteps.push(writeRecords(step).catch(failed));
      }
    }),
  );
  await Promise.all(recordsOfSteps);
  if (failure?.error instanceof ImportStoppedError) await deleteLateRecords(started);
  if (failure) throw failure.error;
  return conflicts;
}
