import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#kit/db/client';
import { isConditionFailure } from '#kit/db/conditions';
import { keys } from '#kit/db/keys';
import { completeImport } from './completion';
import { releaseImportLock } from './lock';
import { movePhase, writeManifest, writeStaging, type ImportManifest } from './manifest';
import { recoverStagedImport } from './recovery';
import { deleteLateRecords, ImportStoppedError, lanesFor, writeStagedRows, type GuardTaken, type StagedRow } from './staged-write';
import { reached, type ImportHooks } from './steps';

export type OnWritten = (written: number, total: number) => void | Promise<void>;

/** A block of `count` consecutive ids from a counter in one UpdateItem; the same floor as a create's. */
export async function reserveIds(entity: 'org' | 'user' | 'deviceContract' | 'deviceTag', count: number, first: number): Promise<number> {
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

/** The manifest of `rows` staged rows, each with `guardsPerRow` guards. */
export const stagedManifest = (
  fields: Pick<ImportManifest, 'jobId' | 'importKind' | 'firstIds' | 'count' | 'createTime'>,
  guardsPerRow: number,
): ImportManifest => ({ ...fields, phase: 'staged', lanes: lanesFor(fields.count, guardsPerRow) });

/**
 * Writes a staged import (docs/data-model.md A29, UA2): the manifest (`staged`), the codes that name
 * the rows' guards (`codes[i]` is row i's: staged-import-kinds.ts says which guards it stands for)
 * and the lanes, the rows in steps (`writing`), the commit (`committed`), then the lists. Settled
 * either way before it returns: committed and published, or rolled back (the guards found taken are
 * answered, anything else thrown). A process killed at any point leaves the manifest that
 * recoverStagedImport settles.
 */
export async function runStagedWrite(
  manifest: ImportManifest,
  codes: readonly string[],
  rows: readonly StagedRow[],
  onWritten: OnWritten,
  hooks?: ImportHooks,
): Promise<{ conflicts: GuardTaken[] }> {
  const { jobId } = manifest;
  try {
    await writeManifest(manifest);
  } catch (error) {
    // Nothing of this run is written yet, and the undo below must not touch an earlier run of the same id.
    await releaseImportLock(jobId);
    throw isConditionFailure(error)
      ? new Error(`${manifest.importKind ?? 'supplier'} import job ${jobId} has run before`, { cause: error })
      : error;
  }
  let conflicts: GuardTaken[];
  try {
    await reached(hooks, 'manifestWritten');
    await writeStaging(manifest, codes);
    await reached(hooks, 'staged');
    if (!(await movePhase(jobId, 'writing', ['staged']))) throw new ImportStoppedError(jobId);
    await reached(hooks, 'writing');
    await onWritten(0, manifest.count);
    conflicts = await writeStagedRows(manifest, rows, onWritten);
    if (conflicts.length === 0 && !(await movePhase(jobId, 'committed', ['writing']))) {
      await deleteLateRecords(rows);
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
  try {
    await completeImport(
      manifest,
      rows.flatMap((row) => row.items),
      hooks,
    );
  } catch (error) {
    if ((await recoverStagedImport(jobId).catch(() => undefined)) !== 'completed') throw error;
  }
  return { conflicts: [] };
}
