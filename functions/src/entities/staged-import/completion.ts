import { stagedKindOf } from './kinds';
import { movePhase, type ImportManifest } from './manifest';
import { endStaging } from './rollback';
import { reached, type ImportHooks } from './steps';
import { existingItems } from './supplier-plan';

/** The job's records as stored now (a recovery has only the manifest's id blocks). */
async function readImported(manifest: ImportManifest): Promise<Array<Record<string, unknown>>> {
  const kind = stagedKindOf(manifest);
  const recordKeys = Array.from({ length: manifest.count }, (_, index) => kind.recordsOf(manifest, index)).flat();
  return [...(await existingItems(recordKeys)).values()];
}

/**
 * What follows the commit: the records enter every list (publishing again changes nothing), the
 * manifest is marked `published`, the staging and the lock go. A recovery of a committed job runs
 * the same steps; the job itself hands over the `items` it wrote.
 */
export async function completeImport(
  manifest: ImportManifest,
  items?: ReadonlyArray<Record<string, unknown>>,
  hooks?: ImportHooks,
): Promise<void> {
  await stagedKindOf(manifest).publish(items ?? (await readImported(manifest)));
  await reached(hooks, 'published');
  await movePhase(manifest.jobId, 'published', ['committed', 'published']);
  await reached(hooks, 'ended');
  await endStaging(manifest.jobId);
}
