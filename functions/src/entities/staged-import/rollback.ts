import { DeleteCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#kit/db/client';
import { chunk, runLimited } from '#kit/db/concurrency';
import { isConditionFailure } from '#kit/db/conditions';
import { batchWrite } from '#kit/db/paging';
import { backoff, isTransientConflict } from '#kit/db/transact';
import { busy } from '#kit/errors';
import { stagedKindOf } from './kinds';
import { releaseImportLock } from './lock';
import { clearStaging, movePhase, readStagedCodes, stopLanes, type ImportManifest } from './manifest';
import { reached, type ImportHooks } from './steps';
import { existingItems } from './supplier-plan';

type Key = { pk: string; sk: string };

const CONCURRENCY = 16;
const ATTEMPTS = 8;

/**
 * Undoes a job that had not committed: the phase moves to `rollingBack` first (the job can no longer
 * commit), the lanes go (none of its write transactions can land any more), then everything the
 * manifest names that is the job's is deleted, its rows are withdrawn from the lists (a repair may
 * have listed records it found), and the lock is released. Every step can run again: a
 * recovery that dies half-way is finished by the next. False when the phase moved since it was read
 * (the caller reads it again).
 */
export async function rollBack(manifest: ImportManifest, hooks?: ImportHooks): Promise<boolean> {
  // From the phase as read: a job still `staged` then has written nothing, and now never will.
  if (!(await movePhase(manifest.jobId, 'rollingBack', [manifest.phase]))) return false;
  await reached(hooks, 'rollingBack');
  await stopLanes(manifest);
  await reached(hooks, 'lanesStopped');
  if (manifest.phase !== 'staged') await deleteWritten(manifest);
  await reached(hooks, 'deleted');
  await movePhase(manifest.jobId, 'rolledBack', ['rollingBack', 'rolledBack']);
  await endStaging(manifest.jobId);
  return true;
}

/** The manifest stays (it answers later recoveries); the rest of the staging and the lock go. */
export async function endStaging(jobId: string): Promise<void> {
  await clearStaging(jobId);
  await releaseImportLock(jobId);
}

/**
 * What the job wrote. A step writes its guards before its records, so the rows with a guard naming
 * the job are the rows that may have records; and the guards go last, so a recovery that dies
 * part-way still finds them next time. A guard another writer holds for one of the codes is not the
 * job's and stays. Rows a repair listed leave the lists after their records are gone (a repair lists
 * a record only while it exists, so none can be listed again after that).
 */
async function deleteWritten(manifest: ImportManifest): Promise<void> {
  const kind = stagedKindOf(manifest);
  const codes = await readStagedCodes(manifest);
  const guardKeys = codes.flatMap((code, index) => (code === undefined ? [] : kind.guardsOf(code).map((key) => ({ index, key }))));
  const found = await existingItems(guardKeys.map((guard) => guard.key));
  const own = guardKeys.filter((guard) => found.get(guard.key.pk)?.importJob === manifest.jobId);
  const rows = [...new Set(own.map((guard) => guard.index))];

  const records = rows.flatMap((index) => kind.recordsOf(manifest, index));
  await runLimited(chunk(records, 25), CONCURRENCY, (batch) => batchWrite(batch.map((Key) => ({ DeleteRequest: { Key } }))));
  await kind.withdraw(manifest, rows);
  await runLimited(
    chunk(
      own.map((guard) => guard.key),
      100,
    ),
    CONCURRENCY,
    (batch) => deleteOwnGuards(manifest.jobId, batch),
  );
}

/** Deletes guards only while they still name the job (a concurrent recovery may have deleted one, and a create taken it since). */
async function deleteOwnGuards(jobId: string, guards: readonly Key[]): Promise<void> {
  const own = { ConditionExpression: 'importJob = :job', ExpressionAttributeValues: { ':job': jobId } };
  for (let attempt = 0; ; attempt++) {
    try {
      await db().send(
        new TransactWriteCommand({ TransactItems: guards.map((Key) => ({ Delete: { TableName: tableName(), Key, ...own } })) }),
      );
      return;
    } catch (error) {
      if (isConditionFailure(error)) break;
      if (!isTransientConflict(error)) throw error;
      if (attempt >= ATTEMPTS) throw busy(error);
      await backoff(attempt);
    }
  }
  for (const Key of guards) {
    await db()
      .send(new DeleteCommand({ TableName: tableName(), Key, ...own }))
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  }
}
