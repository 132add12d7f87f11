import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#kit/db/client';
import { readManifest } from './manifest';

/**
 * Whether a code guard (organisation code or login) is held by a supplier import that has not
 * finished: it names the job (`importJob`) and that job has not committed, so the code may be free
 * again shortly. A create refused by such a guard answers 'error.importBusy', not "code taken".
 * Two reads, only after a create's condition failed.
 */
export async function isHeldByRunningImport(guardKey: { pk: string; sk: string }): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: guardKey, ConsistentRead: true }));
  if (typeof Item?.importJob !== 'string') return false;
  const manifest = await readManifest(Item.importJob);
  return manifest !== undefined && ['staged', 'writing', 'rollingBack'].includes(manifest.phase);
}
