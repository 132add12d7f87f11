import { keys } from '../db/keys';
import { publishImported } from './org-catalogue';
import { primaryAccountOf } from './primary-accounts';
import { publishImportedUsers } from './user-catalogue';
import { movePhase, type ImportManifest } from './org-import-manifest';
import { existingItems } from './org-import-plan';
import { endStaging } from './org-import-rollback';
import { reached, type ImportHooks } from './org-import-steps';
import { summaryOf, type OrgRecord } from './org-record';

/** The job's organisations as stored now (a recovery has only the manifest's id block). */
async function readImported(manifest: ImportManifest): Promise<OrgRecord[]> {
  const ids = Array.from({ length: manifest.count }, (_, index) => manifest.firstOrgId + index);
  const found = await existingItems(ids.map((id) => keys.org(id)));
  return [...found.values()].map((item) => summaryOf(item));
}

/**
 * What follows the commit: the organisations enter every list (publishing again changes nothing),
 * the manifest is marked `published`, the staging and the lock go. A recovery of a committed job
 * runs the same steps.
 */
export async function completeImport(manifest: ImportManifest, records?: readonly OrgRecord[], hooks?: ImportHooks): Promise<void> {
  const imported = records ?? (await readImported(manifest));
  await publishImported(imported);
  await publishImportedUsers(imported.flatMap((org) => (org.primaryUserId ? [primaryAccountOf(org, org.contact, org.primaryUserId)] : [])));
  await reached(hooks, 'published');
  await movePhase(manifest.jobId, 'published', ['committed', 'published']);
  await reached(hooks, 'ended');
  await endStaging(manifest.jobId);
}
