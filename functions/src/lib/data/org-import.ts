import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ERROR_CODE, ORG_TYPE } from '@sddp/shared';
import { randomUUID } from 'node:crypto';
import { db, tableName } from '../db/client';
import { isConditionFailure } from '../db/conditions';
import { keys } from '../db/keys';
import { batchGetAll, batchWrite } from '../db/paging';
import { AppError } from '../errors';
import { runLimited, stampBucketsAndMoveHead } from './org-catalogue';
import type { OrgRecord } from './org-record';
import { FIRST_NEW_ORG_ID, orgCodeGuardItem, orgItem } from './orgs';

export interface ImportRow {
  row: number;
  orgCode: string;
  orgName: string;
  bpCode: string;
}

export interface ImportPlan {
  /** Rows whose code is new: they will be created. */
  create: ImportRow[];
  /** Rows whose code already names a supplier: left as they are (re-importing changes nothing). */
  unchanged: ImportRow[];
  /** Rows whose code names an organisation of another type. */
  otherKind: ImportRow[];
}

const LOCK_SECONDS = 5 * 60;
const CONCURRENCY = 8;
/** Batch writes in flight at once: measured fastest on DynamoDB Local; far below DynamoDB's limits. */
const WRITE_CONCURRENCY = 16;
const chunk = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/**
 * Holds the organisation code space for one import: creates (which check this lock in their
 * transaction) and other imports are refused until it is released or expires.
 */
export async function withImportLock<T>(work: () => Promise<T>, now = new Date()): Promise<T> {
  const importId = randomUUID();
  const nowSeconds = Math.floor(now.getTime() / 1000);
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.orgImportLock(), importId, expiresAt: nowSeconds + LOCK_SECONDS, kind: 'OrgImportLock' },
        ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now',
        ExpressionAttributeValues: { ':now': nowSeconds },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError(ERROR_CODE.conflict, 'error.importBusy');
    throw error;
  }
  try {
    return await work();
  } finally {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.orgImportLock(),
        ConditionExpression: 'importId = :id',
        ExpressionAttributeValues: { ':id': importId },
      }),
    ).catch(() => undefined);
  }
}

/** Which rows are new: BatchGetItem on the code guards (100 a call), then the existing organisations' types. */
export async function planImport(rows: readonly ImportRow[]): Promise<ImportPlan> {
  const existingIds = new Map<string, number>();
  await runLimited(chunk(rows, 100), CONCURRENCY, async (batch) => {
    for (const guard of await batchGetAll(batch.map((row) => keys.orgCodeGuard(row.orgCode)), { consistent: true })) {
      existingIds.set(String(guard.pk), Number(guard.orgId));
    }
  });
  const ids = [...new Set(existingIds.values())];
  const types = new Map<number, string>();
  await runLimited(chunk(ids, 100), CONCURRENCY, async (batch) => {
    for (const org of await batchGetAll(batch.map((id) => keys.org(id)), { consistent: true })) types.set(Number(org.id), String(org.orgType));
  });
  const plan: ImportPlan = { create: [], unchanged: [], otherKind: [] };
  for (const row of rows) {
    const existing = existingIds.get(keys.orgCodeGuard(row.orgCode).pk);
    if (existing === undefined) plan.create.push(row);
    else if (types.get(existing) === ORG_TYPE.supplier) plan.unchanged.push(row);
    else plan.otherKind.push(row);
  }
  return plan;
}

async function batchWriteAll(requests: Array<Record<string, unknown>>): Promise<void> {
  await runLimited(chunk(requests, 25), WRITE_CONCURRENCY, batchWrite);
}

/** A block of consecutive ids from the organisation counter in one UpdateItem; the same floor as a create's. */
async function reserveOrgIds(count: number): Promise<number> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.counter('org'),
      UpdateExpression: 'SET #v = if_not_exists(#v, :floor) + :count',
      ExpressionAttributeNames: { '#v': 'value' },
      ExpressionAttributeValues: { ':floor': FIRST_NEW_ORG_ID - 1, ':count': count },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.value) - count + 1;
}

/**
 * Writes the planned suppliers: records and guards in batches, then their catalogue entries. Runs
 * under the import lock, so no other writer can take one of these codes meanwhile. If any write
 * fails, everything written is deleted again before the error surfaces: all rows or none.
 */
export async function createImportedSuppliers(rows: readonly ImportRow[], now = new Date()): Promise<OrgRecord[]> {
  if (rows.length === 0) return [];
  const firstId = await reserveOrgIds(rows.length);
  const createTime = now.toISOString();
  const records: OrgRecord[] = rows.map((row, index) => ({
    id: firstId + index,
    orgCode: row.orgCode,
    bpCode: row.bpCode,
    orgName: row.orgName,
    orgType: ORG_TYPE.supplier,
    state: '1',
    createTime,
    projects: {},
    version: 1,
  }));
  const items = records.flatMap((record) => [orgItem(record), orgCodeGuardItem(record)]);
  try {
    await batchWriteAll(items.map((Item) => ({ PutRequest: { Item } })));
    await stampBucketsAndMoveHead(records);
  } catch (error) {
    await batchWriteAll(items.map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })));
    await stampBucketsAndMoveHead(records, true);
    throw error;
  }
  return records;
}
