import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#kit/db/client';
import { chunk, runLimited } from '#kit/db/concurrency';
import { cancellationCodes } from '#kit/db/conditions';
import { keys } from '#kit/db/keys';
import { batchWrite } from '#kit/db/paging';
import { backoff, isTransientConflict, type TransactItem } from '#kit/db/transact';
import { busy } from '#kit/errors';
import type { ImportManifest } from './manifest';

export type StagedItem = Record<string, unknown> & { pk: string; sk: string };

/** One row of a staged import: its guards (naming the job, written in the step's transaction), then its records (in batches). */
export interface StagedRow {
  guards: StagedItem[];
  items: StagedItem[];
}

/** Guards per step: with the lane check one transaction, under DynamoDB's 100 items (a supplier's two guards: 48 rows). */
const GUARDS_PER_STEP = 96;
/** Guard transactions in flight at once, one per lane. */
export const WRITE_LANES = 8;
/** Batch writes of records in flight at once (as many as the import before jobs used). */
const BATCHES_IN_FLIGHT = 16;
const TRANSIENT_ATTEMPTS = 8;

export const rowsPerStep = (guardsPerRow: number) => Math.floor(GUARDS_PER_STEP / guardsPerRow);

export const lanesFor = (rows: number, guardsPerRow: number) =>
  Math.max(1, Math.min(WRITE_LANES, Math.ceil(rows / rowsPerStep(guardsPerRow))));

/** A guard another writer took after the plan read it: the row (its index among the written rows) and which of its guards. */
export interface GuardTaken {
  index: number;
  guard: number;
}

/** The job's lanes are gone: a recovery took the job over (it was thought dead), so this process stops writing. */
export class ImportStoppedError extends Error {
  constructor(jobId: string) {
    super(`import ${jobId} was taken over by a recovery`);
    this.name = 'ImportStoppedError';
  }
}

class StepConflicts extends Error {
  constructor(readonly conflicts: GuardTaken[]) {
    super('codes taken meanwhile');
  }
}

const putNew = (Item: StagedItem): TransactItem => ({
  Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' },
});

const laneOpen = (jobId: string, lane: number): TransactItem => ({
  ConditionCheck: { TableName: tableName(), Key: keys.stagedImportLane(jobId, lane), ConditionExpression: 'attribute_exists(pk)' },
});

interface Step {
  /** The index of its first row among the written rows. */
  first: number;
  rows: readonly StagedRow[];
}

/** The step's guards in one transaction, conditional on the codes being free and the lane open. */
async function putGuards(jobId: string, lane: number, step: Step): Promise<void> {
  const owners = step.rows.flatMap((row, offset) => row.guards.map((_, guard) => ({ index: step.first + offset, guard })));
  const transactItems = [...step.rows.flatMap((row) => row.guards.map(putNew)), laneOpen(jobId, lane)];
  for (let attempt = 0; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: transactItems }));
      return;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes?.[transactItems.length - 1] === 'ConditionalCheckFailed') throw new ImportStoppedError(jobId);
      const taken = (codes ?? []).flatMap((code, index) => (code === 'ConditionalCheckFailed' ? [owners[index]!] : []));
      if (taken.length > 0) throw new StepConflicts(taken);
      if (!isTransientConflict(error)) throw error;
      if (attempt >= TRANSIENT_ATTEMPTS) throw busy(error);
      await backoff(attempt);
    }
  }
}

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
export async function deleteLateRecords(rows: readonly StagedRow[]): Promise<void> {
  const keysOf = rows.flatMap((row) => row.items.map((item) => ({ pk: item.pk, sk: item.sk })));
  await runLimited(chunk(keysOf, 25), 8, (batch) => batchWrite(batch.map((Key) => ({ DeleteRequest: { Key } }))));
}

/**
 * Writes the rows in steps of rowsPerStep rows: each lane puts the guards of its steps one
 * transaction after another (the transactions a recovery can stop), and hands each step's records
 * to one pool of batch writes shared by the lanes, so that guards and records are written at once.
 * `onWritten` hears the rows written so far after each step whose items are all in. Once anything
 * fails no further step starts; what is in flight settles first. Answers the guards found taken
 * (nothing else fails that way); any other failure is thrown.
 */
export async function writeStagedRows(
  manifest: ImportManifest,
  rows: readonly StagedRow[],
  onWritten: (written: number, total: number) => void | Promise<void>,
): Promise<GuardTaken[]> {
  const size = rowsPerStep(rows[0]?.guards.length ?? 1);
  const steps: Step[] = chunk(rows, size).map((part, index) => ({ first: index * size, rows: part }));
  const batchSlot = limiter(BATCHES_IN_FLIGHT);
  const started: StagedRow[] = [];
  const recordsOfSteps: Array<Promise<void>> = [];
  const conflicts: GuardTaken[] = [];
  let failure: { error: unknown } | undefined;
  let written = 0;
  const failed = (error: unknown) => {
    if (error instanceof StepConflicts) conflicts.push(...error.conflicts);
    else failure ??= { error };
  };
  const stopped = () => failure !== undefined || conflicts.length > 0;

  const writeRecords = async (step: Step) => {
    const batches = chunk(
      step.rows.flatMap((row) => row.items),
      25,
    );
    await Promise.all(batches.map((batch) => batchSlot(() => batchWrite(batch.map((Item) => ({ PutRequest: { Item } }))))));
    written += step.rows.length;
    await onWritten(written, rows.length);
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
        started.push(...step.rows);
        recordsOfSteps.push(writeRecords(step).catch(failed));
      }
    }),
  );
  await Promise.all(recordsOfSteps);
  if (failure?.error instanceof ImportStoppedError) await deleteLateRecords(started);
  if (failure) throw failure.error;
  return conflicts.sort((left, right) => left.index - right.index || left.guard - right.guard);
}
