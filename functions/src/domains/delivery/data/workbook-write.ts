import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { reached, type ImportHooks } from '#entities/staged-import';
import {
  addDeltas,
  countsDelta,
  rollupUpdates,
  tagDeliveryKey,
  tagDeliveryRecordSchema,
  type TagDeliveryRecord,
} from '#entities/tag-delivery';
import { db, tableName } from '#kit/db/client';
import { chunk, runLimited } from '#kit/db/concurrency';
import { cancellationCodes, isConditionFailure } from '#kit/db/conditions';
import { keys } from '#kit/db/keys';
import { batchGetAll, batchWrite, queryAll } from '#kit/db/paging';
import { movePhase as movePhaseOf } from '#kit/db/phase';
import { transactWrite, type TransactItem } from '#kit/db/transact';
import { releaseWorkbookLock } from './workbook-lock';
import type { WorkbookChange } from './workbook-plan';

/**
 * Writing a delivery workbook (docs/data-model.md D11): the import holds the contract's lock (no other
 * delivery write of it lands meanwhile), writes a manifest and each changed tag's record before and after
 * (`staged`), then the records a step of tags at a time, each step one transaction with what it moves in
 * the roll-ups (`writing`), then `written`. Every row of the file is checked before anything is written,
 * so a write that was interrupted is finished by the recovery, not undone; only a record found changed
 * by another writer undoes what the job wrote (`rollingBack` → `rolledBack`).
 */
type Phase = 'staged' | 'writing' | 'written' | 'rollingBack' | 'rolledBack';

interface WorkbookManifest {
  jobId: string;
  contractId: number;
  projectId: number;
  supplierId: number;
  /** The file's data rows, for the report of a job a recovery finishes. */
  rows: number;
  phase: Phase;
}

/** Tags per transaction: their records, three roll-ups and the manifest's phase, far under DynamoDB's 100 items. */
const TAGS_PER_STEP = 25;

export type OnWritten = (written: number, total: number) => void | Promise<void>;
export type WorkbookOutcome = { status: 'written' } | { status: 'changedMeanwhile'; tagIds: number[] };

/** The recovery took the job over (its phase moved): this process stops. */
export class WorkbookStoppedError extends Error {
  constructor(jobId: string) {
    super(`delivery workbook import ${jobId} was taken over by a recovery`);
    this.name = 'WorkbookStoppedError';
  }
}

async function readManifest(jobId: string): Promise<WorkbookManifest | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.deliveryWorkbookManifest(jobId), ConsistentRead: true }),
  );
  return Item as WorkbookManifest | undefined;
}

/** A finished manifest stays a while to answer a late recovery, then the table's TTL removes it. */
const KEEP_FINISHED_SECONDS = 30 * 24 * 3600;
const movePhase = (jobId: string, to: Phase, from: readonly Phase[]) =>
  movePhaseOf(
    keys.deliveryWorkbookManifest(jobId),
    to,
    from,
    to === 'written' || to === 'rolledBack' ? Math.floor(Date.now() / 1000) + KEEP_FINISHED_SECONDS : undefined,
  );

const phaseIs = (jobId: string, phase: Phase): TransactItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: keys.deliveryWorkbookManifest(jobId),
    ConditionExpression: 'phase = :phase',
    ExpressionAttributeValues: { ':phase': phase },
  },
});

/** The record that replaces `from` with `to` on `from`'s version; `to` of version 0 (nothing was saved) is a delete. */
function replace(from: TagDeliveryRecord, to: TagDeliveryRecord): TransactItem {
  const onVersion =
    from.version === 0
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': from.version } };
  return to.version === 0
    ? { Delete: { TableName: tableName(), Key: tagDeliveryKey(from), ...onVersion } }
    : { Put: { TableName: tableName(), Item: { ...tagDeliveryKey(to), kind: 'TagDelivery', ...to }, ...onVersion } };
}

interface Move {
  from: TagDeliveryRecord;
  to: TagDeliveryRecord;
}

/**
 * Moves records a step at a time, each step with its roll-up delta and a check of the job's phase. The tag
 * ids of a step refused because a record was not as expected, or none.
 */
async function moveInSteps(manifest: WorkbookManifest, phase: Phase, moves: readonly Move[], onWritten?: OnWritten): Promise<number[]> {
  const scope = { projectId: manifest.projectId, contractId: manifest.contractId, supplierId: manifest.supplierId };
  let written = 0;
  for (const step of chunk(moves, TAGS_PER_STEP)) {
    const delta = addDeltas(...step.map((move) => countsDelta(move.from.counts, move.to.counts)));
    const items = [...step.map((move) => replace(move.from, move.to)), ...rollupUpdates(scope, delta), phaseIs(manifest.jobId, phase)];
    try {
      await transactWrite(items);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const codes = cancellationCodes(error) ?? [];
      if (codes[items.length - 1] === 'ConditionalCheckFailed') throw new WorkbookStoppedError(manifest.jobId);
      return step.filter((_, index) => codes[index] === 'ConditionalCheckFailed').map((move) => move.to.tagId);
    }
    written += step.length;
    await onWritten?.(written, moves.length);
  }
  return [];
}

const sameRecord = (stored: TagDeliveryRecord | undefined, record: TagDeliveryRecord) =>
  record.version === 0 ? stored === undefined : stored?.version === record.version && stored.updateTime === record.updateTime;

async function stagedChanges(jobId: string): Promise<WorkbookChange[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.deliveryWorkbookManifest(jobId).pk, ':prefix': keys.deliveryWorkbookStagePrefix() },
    ConsistentRead: true,
  });
  return items.map((item) => ({ before: tagDeliveryRecordSchema.parse(item.before), after: tagDeliveryRecordSchema.parse(item.after) }));
}

async function storedRecords(changes: readonly WorkbookChange[]): Promise<Map<number, TagDeliveryRecord>> {
  const found = await batchGetAll(
    changes.map((change) => tagDeliveryKey(change.before)),
    { consistent: true },
  );
  return new Map(found.map((item) => tagDeliveryRecordSchema.parse(item)).map((record) => [record.tagId, record]));
}

/** Staging and lock go; the manifest stays (it answers a later recovery). Repeating it changes nothing. */
async function endWrite(manifest: WorkbookManifest): Promise<void> {
  const staged = await stagedChanges(manifest.jobId);
  await runLimited(chunk(staged, 25), 4, (part) =>
    batchWrite(part.map((change) => ({ DeleteRequest: { Key: keys.deliveryWorkbookStage(manifest.jobId, change.before.tagId) } }))),
  );
  await releaseWorkbookLock(manifest.contractId, manifest.jobId);
}

/** Undoes what the job wrote: each record it wrote goes back to what it was, its roll-up delta with it. */
async function rollBack(manifest: WorkbookManifest, hooks?: ImportHooks): Promise<void> {
  if (manifest.phase !== 'rollingBack' && !(await movePhase(manifest.jobId, 'rollingBack', [manifest.phase]))) {
    throw new WorkbookStoppedError(manifest.jobId);
  }
  await reached(hooks, 'rollingBack');
  const changes = await stagedChanges(manifest.jobId);
  const stored = await storedRecords(changes);
  const undo = changes
    .filter((change) => sameRecord(stored.get(change.after.tagId), change.after))
    .map((change) => ({ from: change.after, to: change.before }));
  await moveInSteps({ ...manifest, phase: 'rollingBack' }, 'rollingBack', undo);
  await reached(hooks, 'deleted');
  await movePhase(manifest.jobId, 'rolledBack', ['rollingBack', 'rolledBack']);
  await endWrite(manifest);
}

/** Finishes a job that was writing: the records not written yet are; one changed by another writer undoes the job. */
async function rollForward(manifest: WorkbookManifest, onWritten?: OnWritten, hooks?: ImportHooks): Promise<WorkbookOutcome> {
  const changes = await stagedChanges(manifest.jobId);
  const stored = await storedRecords(changes);
  const changedMeanwhile = changes
    .filter(
      (change) => !sameRecord(stored.get(change.after.tagId), change.after) && !sameRecord(stored.get(change.after.tagId), change.before),
    )
    .map((change) => change.after.tagId);
  const pending = changes.filter((change) => sameRecord(stored.get(change.after.tagId), change.before));
  const refused =
    changedMeanwhile.length > 0
      ? changedMeanwhile
      : await moveInSteps(
          manifest,
          'writing',
          pending.map((change) => ({ from: change.before, to: change.after })),
          onWritten,
        );
  if (refused.length > 0) {
    await rollBack(manifest, hooks);
    return { status: 'changedMeanwhile', tagIds: refused };
  }
  if (!(await movePhase(manifest.jobId, 'written', ['writing', 'written']))) throw new WorkbookStoppedError(manifest.jobId);
  await reached(hooks, 'committed');
  await endWrite(manifest);
  await reached(hooks, 'ended');
  return { status: 'written' };
}

/**
 * Writes the checked changes of a workbook to the contract its job holds the lock of. Settled before it
 * returns: written, or (a record changed by another writer) nothing of it stays. A process killed at any
 * point leaves the manifest recoverWorkbookWrite settles.
 */
export async function writeWorkbook(
  identity: Omit<WorkbookManifest, 'phase'>,
  changes: readonly WorkbookChange[],
  onWritten: OnWritten,
  hooks?: ImportHooks,
): Promise<WorkbookOutcome> {
  const manifest: WorkbookManifest = { ...identity, phase: 'staged' };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.deliveryWorkbookManifest(manifest.jobId), kind: 'DeliveryWorkbookImport', ...manifest },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  await reached(hooks, 'manifestWritten');
  await runLimited(chunk(changes, 25), 4, (part) =>
    batchWrite(
      part.map((change) => ({
        PutRequest: {
          Item: { ...keys.deliveryWorkbookStage(manifest.jobId, change.before.tagId), before: change.before, after: change.after },
        },
      })),
    ),
  );
  await reached(hooks, 'staged');
  if (!(await movePhase(manifest.jobId, 'writing', ['staged']))) throw new WorkbookStoppedError(manifest.jobId);
  await reached(hooks, 'writing');
  await onWritten(0, changes.length);
  return rollForward({ ...manifest, phase: 'writing' }, onWritten, hooks);
}

/**
 * Settles an interrupted workbook write: one that had begun writing is finished (or, a record changed
 * meanwhile, undone); one still staging is dropped. 'written' when every change of the file is in. Any
 * step can run again: a recovery that dies half-way is finished by the next.
 */
export async function recoverWorkbookWrite(
  jobId: string,
  contractId: number,
  hooks?: ImportHooks,
): Promise<{ outcome: 'written' | 'rolledBack'; rows: number }> {
  const manifest = await readManifest(jobId);
  if (!manifest) {
    await releaseWorkbookLock(contractId, jobId);
    return { outcome: 'rolledBack', rows: 0 };
  }
  const settle = async (): Promise<'written' | 'rolledBack'> => {
    switch (manifest.phase) {
      case 'staged':
        if (!(await movePhase(jobId, 'rolledBack', ['staged']))) throw new WorkbookStoppedError(jobId);
        await endWrite(manifest);
        return 'rolledBack';
      case 'writing':
        return (await rollForward(manifest, undefined, hooks)).status === 'written' ? 'written' : 'rolledBack';
      case 'rollingBack':
        await rollBack(manifest, hooks);
        return 'rolledBack';
      case 'written':
        await endWrite(manifest);
        return 'written';
      case 'rolledBack':
        await endWrite(manifest);
        return 'rolledBack';
    }
  };
  return { outcome: await settle(), rows: manifest.rows };
}
