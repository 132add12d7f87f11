import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ClassRequirements } from '@sddp/shared';
import { classRequirementsItem, type StoredClassRequirements } from '#entities/tag-delivery';
import { db, tableName } from '#kit/db/client';
import { chunk, runLimited } from '#kit/db/concurrency';
import { cancellationCodes, isConditionFailure } from '#kit/db/conditions';
import { keys } from '#kit/db/keys';
import { batchWrite, queryAll } from '#kit/db/paging';
import { movePhase as movePhaseOf } from '#kit/db/phase';
import { transactWrite, type TransactItem } from '#kit/db/transact';
import { epochSeconds, nowIso } from '#kit/time';

/**
 * Writing a requirements workbook (docs/data-model.md D12; decision "The requirements workbook replaces the
 * classes it names, all or none"). A manifest (`writing`), then the classes in transactions of at most
 * CLASSES_PER_TRANSACTION: per class its new record on the version the plan read, and an undo item with
 * what it replaced, and the manifest's phase checked. All written: `committed`, the undo items deleted,
 * `done`. A class found changed by someone else, a failure, or a worker that died: every class the job
 * wrote is put back (`undoing` → `rolledBack`), each under a version of its own, so nothing of the import
 * stays and no editor that read the imported version can save over the restored one unknowingly.
 */
type Phase = 'writing' | 'committed' | 'done' | 'undoing' | 'rolledBack';

interface ImportManifest {
  jobId: string;
  projectId: number;
  phase: Phase;
  /** The file's data rows and the classes it changes, for the report of a job a recovery completes. */
  rows: number;
  classes: number;
}

/** What undoing one class needs: the version the job wrote, and the record it replaced (null: none). */
interface UndoItem {
  classCode: string;
  projectId: number;
  writtenVersion: number;
  previous: StoredClassRequirements | null;
}

/** A class the import replaces: its requirements, and what it held when the file was checked. */
export interface ClassReplacement {
  classCode: string;
  requirements: ClassRequirements;
  previous: StoredClassRequirements | undefined;
}

/** An import job and the project it writes: its manifest lives in the project's delivery partition. */
export interface ImportJobRef {
  jobId: string;
  projectId: number;
}

export type RequirementsImportOutcome = { status: 'imported' } | { status: 'changedMeanwhile'; classCodes: string[] };

/** Two items per class and the manifest's check: within DynamoDB's 100 items a transaction. */
const CLASSES_PER_TRANSACTION = 49;
/** A transaction carries at most 4 MB; a class's record is written once and kept once in its undo item. */
const BYTES_PER_TRANSACTION = 3_000_000;
/** A manifest and its undo items outlive their job by a week, so a late recovery still finds how it ended. */
const MANIFEST_DAYS = 7;

const expiryOf = (now: Date) => epochSeconds(now) + MANIFEST_DAYS * 86_400;

/** A recovery took the job over (its phase moved): this process writes no more. */
export class RequirementsImportStoppedError extends Error {
  constructor(jobId: string) {
    super(`requirements import ${jobId} was taken over by a recovery`);
    this.name = 'RequirementsImportStoppedError';
  }
}

async function readManifest({ jobId, projectId }: ImportJobRef): Promise<ImportManifest | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.requirementsImportManifest(projectId, jobId), ConsistentRead: true }),
  );
  return Item as ImportManifest | undefined;
}

const movePhase = ({ jobId, projectId }: ImportJobRef, to: Phase, from: readonly Phase[]) =>
  movePhaseOf(keys.requirementsImportManifest(projectId, jobId), to, from);

const onVersion = (version: number) =>
  version === 0
    ? { ConditionExpression: 'attribute_not_exists(pk)' }
    : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': version } };

/** Groups of classes, each within a transaction's item count and size. */
function transactionsOf(classes: readonly ClassReplacement[]): ClassReplacement[][] {
  const groups: ClassReplacement[][] = [];
  let bytes = 0;
  for (const replacement of classes) {
    const size = 2 * JSON.stringify([replacement.requirements, replacement.previous ?? null]).length;
    const current = groups.at(-1);
    if (!current || current.length >= CLASSES_PER_TRANSACTION || bytes + size > BYTES_PER_TRANSACTION) {
      groups.push([replacement]);
      bytes = size;
    } else {
      current.push(replacement);
      bytes += size;
    }
  }
  return groups;
}

export interface RequirementsImportWrite extends ImportJobRef {
  classes: readonly ClassReplacement[];
  rows: number;
  updatedBy: string;
  onWritten?: (written: number, total: number) => void | Promise<void>;
}

/**
 * Writes the planned classes, all or none: imported, or changed meanwhile (the classes found so, nothing of
 * the import left). Any other failure undoes what was written before it is thrown.
 */
export async function writeRequirementsImport(write: RequirementsImportWrite): Promise<RequirementsImportOutcome> {
  const { jobId, projectId } = write;
  const job = { jobId, projectId };
  const now = new Date();
  const manifest: ImportManifest = { jobId, projectId, phase: 'writing', rows: write.rows, classes: write.classes.length };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.requirementsImportManifest(projectId, jobId),
        kind: 'RequirementsImportManifest',
        ...manifest,
        createTime: nowIso(now),
        expiresAt: expiryOf(now),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  let written = 0;
  try {
    for (const group of transactionsOf(write.classes)) {
      const refused = await writeGroup(job, group, write.updatedBy, now);
      if (refused.length > 0) {
        await undoRequirementsImport(job);
        return { status: 'changedMeanwhile', classCodes: refused };
      }
      written += group.length;
      await write.onWritten?.(written, write.classes.length);
    }
    if (!(await movePhase(job, 'committed', ['writing']))) throw new RequirementsImportStoppedError(jobId);
  } catch (error) {
    // Taken over: the recovery undoes. Otherwise undo now; should that fail too, the project's next import does.
    if (!(error instanceof RequirementsImportStoppedError)) await undoRequirementsImport(job).catch(() => undefined);
    throw error;
  }
  // The import stands once committed: undo items a failed clean-up leaves expire with the manifest.
  await finishRequirementsImport(job).catch(() => undefined);
  return { status: 'imported' };
}

/** One transaction of classes: the codes whose record was not at the version planned (none when it went in). */
async function writeGroup(
  { jobId, projectId }: ImportJobRef,
  group: readonly ClassReplacement[],
  updatedBy: string,
  now: Date,
): Promise<string[]> {
  const expiresAt = expiryOf(now);
  const items: TransactItem[] = [
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.requirementsImportManifest(projectId, jobId),
        ConditionExpression: 'phase = :writing',
        ExpressionAttributeValues: { ':writing': 'writing' },
      },
    },
  ];
  for (const replacement of group) {
    const expected = replacement.previous?.version ?? 0;
    const record: StoredClassRequirements = {
      projectId,
      classCode: replacement.classCode,
      ...replacement.requirements,
      version: expected + 1,
      updateTime: nowIso(now),
      updatedBy,
    };
    const undo: UndoItem = {
      classCode: replacement.classCode,
      projectId,
      writtenVersion: record.version,
      previous: replacement.previous ?? null,
    };
    items.push(
      { Put: { TableName: tableName(), Item: classRequirementsItem(record), ...onVersion(expected) } },
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.requirementsImportUndo(jobId, replacement.classCode), kind: 'RequirementsImportUndo', ...undo, expiresAt },
        },
      },
    );
  }
  try {
    await transactWrite(items);
    return [];
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const codes = cancellationCodes(error) ?? [];
    if (codes[0] === 'ConditionalCheckFailed') throw new RequirementsImportStoppedError(jobId);
    return group.filter((_, index) => codes[1 + 2 * index] === 'ConditionalCheckFailed').map((replacement) => replacement.classCode);
  }
}

const undoItemsOf = async (jobId: string) =>
  (await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.requirementsImportUndo(jobId, '').pk, ':prefix': 'CLASS#' },
    ConsistentRead: true,
  })) as unknown as UndoItem[];

/**
 * Puts back every class the job wrote, under the next version; a class someone saved over since keeps their
 * save (it was made on the imported requirements, and is theirs). Safe to run again, and beside another run.
 */
export async function undoRequirementsImport(job: ImportJobRef): Promise<void> {
  const { jobId } = job;
  await movePhase(job, 'undoing', ['writing', 'undoing']);
  const undos = await undoItemsOf(jobId);
  await runLimited(undos, 8, async (undo) => {
    const forget: TransactItem = { Delete: { TableName: tableName(), Key: keys.requirementsImportUndo(jobId, undo.classCode) } };
    const restored: StoredClassRequirements = undo.previous
      ? { ...undo.previous, version: undo.writtenVersion + 1 }
      : {
          projectId: undo.projectId,
          classCode: undo.classCode,
          properties: [],
          documents: [],
          version: undo.writtenVersion + 1,
          updateTime: nowIso(),
          updatedBy: '',
        };
    try {
      await transactWrite([
        { Put: { TableName: tableName(), Item: classRequirementsItem(restored), ...onVersion(undo.writtenVersion) } },
        forget,
      ]);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.requirementsImportUndo(jobId, undo.classCode) }));
    }
  });
  await movePhase(job, 'rolledBack', ['undoing']);
}

/** Committed: the undo items go, and the manifest says done. */
async function finishRequirementsImport(job: ImportJobRef): Promise<void> {
  const { jobId } = job;
  const undos = await undoItemsOf(jobId);
  for (const part of chunk(undos, 25))
    await batchWrite(part.map((undo) => ({ DeleteRequest: { Key: keys.requirementsImportUndo(jobId, undo.classCode) } })));
  await movePhase(job, 'done', ['committed', 'done']);
}

/**
 * Settles the write of a job whose worker died (the job's recovery hook): committed, it is finished and
 * stands; otherwise what it wrote is undone. Undefined when it wrote nothing (no manifest).
 */
export async function settleRequirementsImport(
  job: ImportJobRef,
): Promise<{ imported: boolean; rows: number; classes: number } | undefined> {
  const manifest = await readManifest(job);
  if (!manifest) return undefined;
  const summary = { rows: manifest.rows, classes: manifest.classes };
  if (manifest.phase === 'committed' || manifest.phase === 'done') {
    await finishRequirementsImport(job);
    return { imported: true, ...summary };
  }
  if (manifest.phase !== 'rolledBack') {
    // A live worker may still commit before the phase moves: then it stands.
    if (manifest.phase === 'writing' && !(await movePhase(job, 'undoing', ['writing']))) return settleRequirementsImport(job);
    await undoRequirementsImport(job);
  }
  return { imported: false, ...summary };
}

/**
 * Before a project's import plans: settles the imports of the project whose job ended without settling
 * their write (their own undo failed too), so no half-written import outlives its job. `ended` says
 * whether a job is over; a job still running is its own, or its recovery's, to settle.
 */
export async function settleEndedImports(projectId: number, ended: (jobId: string) => Promise<boolean>): Promise<void> {
  const manifests = (await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.requirementsImportManifest(projectId, '').pk,
      ':prefix': keys.requirementsImportManifestPrefix(),
    },
    ConsistentRead: true,
  })) as unknown as ImportManifest[];
  for (const manifest of manifests.filter((candidate) => candidate.phase !== 'done' && candidate.phase !== 'rolledBack'))
    if (await ended(manifest.jobId)) await settleRequirementsImport({ jobId: manifest.jobId, projectId });
}
