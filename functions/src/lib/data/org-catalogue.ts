import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ERROR_CODE } from '@sddp/shared';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';
import { queryAll } from '../db/paging';
import { cancellationCodes } from '../db/conditions';
import { runLimited } from '../db/concurrency';
import { backoff, isTransientConflict, type TransactItem } from '../db/transact';
import { AppError, busy } from '../errors';
import { summaryOf, type OrgRecord, type OrgSummary } from './org-record';

/**
 * The organisation catalogue (docs/data-model.md A27–A29): every organisation's summary, grouped in
 * items of BUCKET_SIZE ids, plus a head holding a change sequence. Every organisation write stamps its
 * bucket with the next sequence and moves the head in the same transaction, so a reader that knows
 * the sequence it last saw fetches only the buckets changed since. The lists filter and count an
 * in-memory copy that costs one GetItem per request while nothing changes.
 */
export const BUCKET_SIZE = 100;
export const bucketOf = (id: number) => Math.floor(id / BUCKET_SIZE);
const ENTRY_PREFIX = 'o';
const MAX_ATTEMPTS = 8;

export async function readHeadSequence(): Promise<number> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.orgCatalogueHead(), ConsistentRead: true }));
  return Number(Item?.changeSeq ?? 0);
}

/** Moves the head from `from` to `to`; false when another writer moved it first. */
export function headMove(from: number, to: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.orgCatalogueHead(),
      UpdateExpression: 'SET changeSeq = :to, kind = :kind',
      ConditionExpression: 'attribute_not_exists(changeSeq) OR changeSeq = :from',
      ExpressionAttributeValues: { ':to': to, ':from': from, ':kind': 'OrgCatalogueHead' },
    },
  };
}

/** One Update per bucket: sets (or, with `remove`, deletes) the entries and stamps the sequence. */
export function bucketWrites(summaries: readonly OrgSummary[], changeSeq: number, remove = false): TransactItem[] {
  const byBucket = new Map<number, OrgSummary[]>();
  for (const summary of summaries) byBucket.set(bucketOf(summary.id), [...(byBucket.get(bucketOf(summary.id)) ?? []), summary]);
  return [...byBucket].map(([bucket, entries]) => {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {
      ':seq': changeSeq,
      ':gpk': keys.orgCatalogueChanges(),
      ':gsk': keys.orgCatalogueChangeKey(changeSeq, bucket),
      ':kind': 'OrgCatalogueBucket',
    };
    const sets = ['changedSeq = :seq', 'gsi1pk = :gpk', 'gsi1sk = :gsk', 'kind = :kind'];
    entries.forEach((entry, index) => {
      names[`#e${index}`] = `${ENTRY_PREFIX}${entry.id}`;
      if (!remove) {
        values[`:e${index}`] = summaryOf(entry);
        sets.push(`#e${index} = :e${index}`);
      }
    });
    const removal = remove ? ` REMOVE ${entries.map((_, index) => `#e${index}`).join(', ')}` : '';
    return {
      Update: {
        TableName: tableName(),
        Key: keys.orgCatalogueBucket(bucket),
        UpdateExpression: `SET ${sets.join(', ')}${removal}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    };
  });
}

function importNotRunning(now: Date): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: keys.orgImportLock(),
      ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now',
      ExpressionAttributeValues: { ':now': Math.floor(now.getTime() / 1000) },
    },
  };
}

export interface CatalogueWrite {
  /** The organisation's own items (record, guard), each with its condition. */
  items: TransactItem[];
  /** The organisations as they are after the write. */
  changed: OrgRecord[];
  /** Creating codes: refused while a spreadsheet import holds the code space. */
  checkImportLock?: boolean;
  /** What a failed condition on items[index] means (a duplicate code, a stale version). */
  onConditionFailed: (index: number) => Error;
}

/**
 * Writes the items, the changed organisations' catalogue entries and the head move in one
 * transaction; retries when another writer moved the head or touched the same items.
 */
export async function writeWithCatalogue(write: CatalogueWrite, now = new Date()): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const head = await readHeadSequence();
    const lockCheck = write.checkImportLock ? [importNotRunning(now)] : [];
    const transactItems = [...write.items, ...lockCheck, headMove(head, head + 1), ...bucketWrites(write.changed, head + 1)];
    try {
      await db().send(new TransactWriteCommand({ TransactItems: transactItems }));
      invalidateCatalogueAfterOwnWrite();
      return;
    } catch (error) {
      const codes = cancellationCodes(error);
      const failedOwn = codes?.findIndex((code, index) => index < write.items.length && code === 'ConditionalCheckFailed') ?? -1;
      if (failedOwn >= 0) throw write.onConditionFailed(failedOwn);
      if (write.checkImportLock && codes?.[write.items.length] === 'ConditionalCheckFailed') {
        throw new AppError(ERROR_CODE.conflict, 'error.importBusy');
      }
      const headMoved = codes?.[write.items.length + lockCheck.length] === 'ConditionalCheckFailed';
      if (!headMoved && !isTransientConflict(error)) throw error;
      // Other writers kept moving the head: nothing of this write landed, so the caller may retry.
      if (attempt >= MAX_ATTEMPTS) throw busy(error);
      await backoff(attempt);
    }
  }
}

/**
 * Stamps buckets outside a transaction (bulk import), then moves the head; retried like above. A
 * bucket a newer change already stamped is not stamped back to an older sequence (readers past it
 * would miss that change): the head has moved then, so the attempt starts again.
 */
export async function stampBucketsAndMoveHead(summaries: readonly OrgSummary[], remove = false): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const head = await readHeadSequence();
    try {
      await runLimited(bucketWrites(summaries, head + 1, remove), 8, async (item) => {
        const update = item.Update as ConstructorParameters<typeof UpdateCommand>[0];
        await db().send(new UpdateCommand({ ...update, ConditionExpression: 'attribute_not_exists(changedSeq) OR changedSeq <= :seq' }));
      });
      await db().send(new UpdateCommand(headMove(head, head + 1).Update as ConstructorParameters<typeof UpdateCommand>[0]));
      invalidateCatalogueAfterOwnWrite();
      return;
    } catch (error) {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
      if (attempt >= MAX_ATTEMPTS) throw busy(error);
      await backoff(attempt);
    }
  }
}

/** Bulk writers (the supplier import): the organisations' entries appear in, or leave, every list. */
export const publishImported = (records: readonly OrgSummary[]) => stampBucketsAndMoveHead(records);
export const withdrawImported = (records: readonly OrgSummary[]) => stampBucketsAndMoveHead(records, true);

// ---- Reading: an in-memory copy, refreshed by the buckets changed since the sequence it holds ----

export interface CatalogueOrg extends OrgSummary {
  /** Lower-cased name, code and bpCode for the contains filters. */
  search: { orgName: string; orgCode: string; bpCode: string };
  /** The projects it is in, for the added / not-added filters. */
  inProjects: ReadonlySet<number>;
}

interface CatalogueCopy {
  seq: number;
  byBucket: Map<number, CatalogueOrg[]>;
  newestFirst: CatalogueOrg[] | undefined;
}

let copy: CatalogueCopy | undefined;
let refreshing: Promise<CatalogueCopy> | undefined;

/** One fixed shape for every entry (objects straight from the unmarshaller are slow to read in a scan). */
function indexed(stored: OrgSummary): CatalogueOrg {
  const summary = summaryOf(stored);
  return {
    ...summary,
    id: Number(summary.id),
    search: { orgName: summary.orgName.toLowerCase(), orgCode: summary.orgCode.toLowerCase(), bpCode: summary.bpCode.toLowerCase() },
    inProjects: new Set(Object.keys(summary.projects).map(Number)),
  };
}

function entriesOf(bucketItem: Record<string, unknown>): CatalogueOrg[] {
  return Object.entries(bucketItem)
    .filter(([name]) => name.startsWith(ENTRY_PREFIX) && /^\d+$/.test(name.slice(ENTRY_PREFIX.length)))
    .map(([, value]) => indexed(value as OrgSummary));
}

async function loadAll(): Promise<CatalogueCopy> {
  const seq = await readHeadSequence();
  const buckets = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.orgCatalogueHead().pk, ':prefix': keys.orgCatalogueBucketPrefix() },
    ConsistentRead: true,
  });
  const byBucket = new Map(buckets.map((item) => [Number(String(item.sk).slice(keys.orgCatalogueBucketPrefix().length)), entriesOf(item)]));
  return { seq, byBucket, newestFirst: undefined };
}

async function refresh(current: CatalogueCopy): Promise<CatalogueCopy> {
  const head = await readHeadSequence();
  if (head <= current.seq) return current;
  const changed = await queryAll({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk > :after',
    ExpressionAttributeValues: { ':pk': keys.orgCatalogueChanges(), ':after': keys.orgCatalogueChangeKey(current.seq, 9_999_999_999) },
  });
  if (changed.length === 0) return current;
  const byBucket = new Map(current.byBucket);
  let seq = current.seq;
  for (const item of changed) {
    byBucket.set(Number(String(item.sk).slice(keys.orgCatalogueBucketPrefix().length)), entriesOf(item));
    // The index may lag the head on DynamoDB: remember only what was seen, so the rest is fetched next time.
    // Never past the head read: a bulk stamp writes its buckets before it moves the head, so buckets
    // ahead of the head may be only some of that change.
    seq = Math.max(seq, Math.min(head, Number(item.changedSeq)));
  }
  return { seq, byBucket, newestFirst: undefined };
}

/** The current catalogue: one GetItem when nothing changed; concurrent callers share one refresh. */
export async function currentCatalogue(): Promise<readonly CatalogueOrg[]> {
  refreshing ??= (copy ? refresh(copy) : loadAll()).finally(() => {
    refreshing = undefined;
  });
  const next = await refreshing;
  copy = next;
  next.newestFirst ??= [...next.byBucket.values()].flat().sort((a, b) => b.id - a.id);
  return next.newestFirst;
}

/** After this instance wrote, the next read refreshes even if a refresh was already in flight. */
function invalidateCatalogueAfterOwnWrite(): void {
  refreshing = undefined;
}

/** Tests and benchmarks start from an empty copy. */
export function forgetCatalogueCopy(): void {
  copy = undefined;
  refreshing = undefined;
}
