import { completeImport } from './completion';
import { releaseImportLock } from './lock';
import { readManifest, writeEmptyManifest, type ImportManifest } from './manifest';
import { endStaging, rollBack } from './rollback';
import type { ImportHooks } from './steps';

export type RecoveryOutcome = 'rolledBack' | 'completed' | 'nothing';

/**
 * Settles a job that stopped (a crash, a lost worker): before its commit everything it wrote is
 * deleted ('rolledBack'); from its commit on it is completed ('completed'); a job that never staged
 * anything has only its lock released ('nothing'). Safe to call again, and while another recovery
 * of the same job runs: every later call answers the same.
 */
export async function recoverStagedImport(jobId: string, hooks?: ImportHooks): Promise<RecoveryOutcome> {
  const manifest = await readManifest(jobId);
  if (!manifest) return (await markNothingStaged(jobId)) ? 'nothing' : recoverStagedImport(jobId, hooks);
  switch (manifest.phase) {
    case 'staged':
    case 'writing':
    case 'rollingBack':
      return (await rollBack(manifest, hooks)) ? outcomeOf(manifest) : recoverStagedImport(jobId, hooks);
    case 'committed':
      await completeImport(manifest, undefined, hooks);
      return 'completed';
    case 'published':
      await endStaging(jobId);
      return 'completed';
    case 'rolledBack':
      await endStaging(jobId);
      return outcomeOf(manifest);
  }
}

/** A manifest that names nothing stands for a job that stopped before staging (writeEmptyManifest). */
const outcomeOf = (manifest: ImportManifest): RecoveryOutcome => (manifest.count === 0 ? 'nothing' : 'rolledBack');

async function markNothingStaged(jobId: string): Promise<boolean> {
  if (!(await writeEmptyManifest(jobId))) return false;
  await releaseImportLock(jobId);
  return true;
}
