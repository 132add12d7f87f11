import { tableName } from '#kit/db/client';
import { chunk } from '#kit/db/concurrency';
import { keys } from '#kit/db/keys';
import { batchWrite, gsi1Pages, queryAll } from '#kit/db/paging';
import type { TransactItem } from '#kit/db/transact';
import {
  createListReader,
  defineListIndex,
  publishBulk,
  repairListIndex,
  searchText,
  withdrawBulk,
  writeWithIndex,
  type RepairResult,
} from '#kit/list-index';
import { importRunning } from '../staged-import/lock';
import { orgRecordSchema, summaryOf, type OrgRecord, type OrgSummary } from './org-record';

/**
 * The organisation list copy: every organisation's record in the list index (docs/data-model.md
 * "List index", A27–A31). Every organisation list, with any filter, is served from one copy of it.
 */
export const orgIndex = defineListIndex({ name: 'org', row: orgRecordSchema, shards: 16 });

export interface ListedOrg extends OrgSummary {
  /** Lower-cased name, code and bpCode for the contains filters. */
  search: { orgName: string; orgCode: string; bpCode: string };
  /** The projects it is in, for the added / not-added filters. */
  inProjects: ReadonlySet<number>;
}

const orgReader = createListReader(orgIndex, (org): ListedOrg => ({
  ...org,
  search: { orgName: searchText(org.orgName), orgCode: searchText(org.orgCode), bpCode: searchText(org.bpCode) },
  inProjects: new Set(Object.keys(org.projects).map(Number)),
}));

/** The current catalogue, newest first. */
export const currentOrgListCopy = () => orgReader.current();

/** Tests and benchmarks start from an empty copy. */
export const forgetOrgListCopy = () => orgReader.forget();

export interface ListCopyWrite {
  /** The organisation's own items (record, guard), each with its condition. */
  items: TransactItem[];
  /** The organisations as they are after the write. */
  changed: OrgRecord[];
  /** What a failed condition on items[index] means (a duplicate code, a stale version). */
  onConditionFailed: (index: number) => Error;
}

/** The items and the changed organisations' entries in one transaction (no item shared with other writers). */
export const writeWithListCopy = (write: ListCopyWrite) =>
  writeWithIndex(orgIndex, {
    items: write.items,
    change: { rows: write.changed.map(summaryOf) },
    onConditionFailed: write.onConditionFailed,
  });

/** Bulk writers (the supplier import): the organisations appear in, or leave, every list. Idempotent. */
export const publishImported = (records: readonly OrgSummary[]) => publishBulk(orgIndex, records.map(summaryOf));
export const withdrawImported = (records: readonly Pick<OrgSummary, 'id' | 'version'>[]) => withdrawBulk(orgIndex, records);

/**
 * Makes the catalogue agree with the organisation records (A31), dropping the bucket catalogue it
 * replaced. Deferred while a supplier import runs: its records are not listed until it commits.
 */
export async function repairOrgListCopy(): Promise<RepairResult & { deferred?: true }> {
  if (await importRunning()) return { records: 0, added: 0, updated: 0, removed: 0, deferred: true };
  await dropBucketCatalogue();
  return repairListIndex(orgIndex, {
    records: async function* () {
      for await (const page of gsi1Pages(keys.allOrgs())) yield page.map(summaryOf);
    },
    recordKey: keys.org,
  });
}

/** Before the list index, the catalogue lived in `ORGCAT` HEAD and BUCKET# items (data written until issue 10). */
async function dropBucketCatalogue(): Promise<void> {
  const legacy = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    FilterExpression: 'kind IN (:head, :bucket)',
    ExpressionAttributeValues: { ':pk': 'ORGCAT', ':head': 'OrgCatalogueHead', ':bucket': 'OrgCatalogueBucket' },
    ProjectionExpression: 'pk, sk',
  });
  for (const batch of chunk(legacy, 25)) await batchWrite(batch.map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })));
}
