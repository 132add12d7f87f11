import { listOrgs } from '#entities/org';
import type { ImportRow } from '#entities/staged-import';
import { tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { batchGetAll, queryAll } from '#kit/db/paging';
import { getItem } from './fixtures';
import { freshOrgCodes, TEST_CONTACT } from './orgs';

type Item = Record<string, unknown>;

/** Everything a supplier import job may have left in the table, read back consistently. */
export interface ImportTraces {
  manifest: Item | undefined;
  /** The job's partition but its manifest: code chunks, lanes. */
  staging: Item[];
  /** The import lock names this job. */
  holdsLock: boolean;
  /** The guards that exist for the codes (whoever holds them), and the job's organisations and accounts. */
  orgGuards: Item[];
  loginGuards: Item[];
  orgs: Item[];
  accounts: Item[];
}

const byPk = (items: Item[]) => items.sort((left, right) => String(left.pk).localeCompare(String(right.pk)));

/** The job's partition but its manifest: code chunks, lanes. */
export async function stagingOf(jobId: string): Promise<Item[]> {
  const partition = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.stagedImportManifest(jobId).pk },
    ConsistentRead: true,
  });
  return partition.filter((item) => item.sk !== 'MANIFEST');
}

export async function tracesOf(jobId: string, codes: readonly string[]): Promise<ImportTraces> {
  const manifest = await getItem(keys.stagedImportManifest(jobId));
  const block = (first: unknown) => Array.from({ length: Number(manifest?.count ?? 0) }, (_, index) => Number(first) + index);
  const read = async (keyList: Item[]) => byPk(await batchGetAll(keyList, { consistent: true }));
  return {
    manifest,
    staging: await stagingOf(jobId),
    holdsLock: (await getItem(keys.stagedImportLock()))?.jobId === jobId,
    orgGuards: await read(codes.map((code) => keys.orgCodeGuard(code))),
    loginGuards: await read(codes.map((code) => keys.userCodeGuard(code))),
    orgs: await read(block(manifest?.firstIds?.[0]).map((id) => keys.org(id))),
    accounts: await read(block(manifest?.firstIds?.[1]).map((id) => keys.user(id))),
  };
}

/** Nothing of the job is left but its finished manifest. */
export const NOTHING_LEFT = { staging: [], holdsLock: false, orgGuards: [], loginGuards: [], orgs: [], accounts: [] } as const;

/** `count` import rows of fresh codes, named `<marker> <n>` so the lists can be searched for them. */
export async function supplierRows(count: number, marker: string): Promise<ImportRow[]> {
  const codes = await freshOrgCodes(count);
  return codes.map((orgCode, index) => ({ row: index + 2, orgCode, orgName: `${marker} ${index}`, bpCode: '', ...TEST_CONTACT }));
}

/** How many organisations named with the marker the lists show (every organisation list reads this listing). */
export async function listedCount(marker: string): Promise<number> {
  return (await listOrgs({ orgName: `${marker} ` }, 1, 1)).total;
}
