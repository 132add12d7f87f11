import { DeleteCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ENABLED_STATE, ERROR_CODE, ORG_TYPE } from '@sddp/shared';
import { randomUUID } from 'node:crypto';
import { db, tableName } from '../db/client';
import { cancellationCodes, isConditionFailure } from '../db/conditions';
import { keys } from '../db/keys';
import { batchGetAll, batchWrite } from '../db/paging';
import { AppError } from '../errors';
import { chunk, runLimited, runUntilFailure } from '../db/concurrency';
import { publishImported, withdrawImported } from './org-catalogue';
import type { OrgContact, OrgRecord } from './org-record';
import { FIRST_NEW_ORG_ID, FIRST_NEW_USER_ID, orgCodeGuardItem, orgItem } from './orgs';
import { primaryAccountOf } from './primary-accounts';
import { userItems } from './users';

/** A row of the file: the supplier and the contact who becomes its primary account. */
export interface ImportRow extends OrgContact {
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
  /** New rows whose code is already another account's login: their primary account could not have it. */
  loginTaken: ImportRow[];
}

type Key = { pk: string; sk: string };
type Item = Record<string, unknown> & Key;

const LOCK_SECONDS = 5 * 60;
const CONCURRENCY = 8;
/** Batch writes in flight at once: measured fastest on DynamoDB Local; far below DynamoDB's limits. */
const WRITE_CONCURRENCY = 16;
/** Items in one TransactWriteItems call: DynamoDB's limit. */
const TRANSACTION_ITEMS = 100;
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

/**
 * Which rows are new: BatchGetItem on the code guards (100 a call), then the existing organisations'
 * types, then the login guards of the new codes (each becomes its primary account's login).
 */
export async function planImport(rows: readonly ImportRow[]): Promise<ImportPlan> {
  const orgGuards = await existingItems(rows.map((row) => keys.orgCodeGuard(row.orgCode)));
  const ids = [...new Set([...orgGuards.values()].map((guard) => Number(guard.orgId)))];
  const types = new Map<number, string>();
  for (const org of (await existingItems(ids.map((id) => keys.org(id)))).values()) types.set(Number(org.id), String(org.orgType));

  const plan: ImportPlan = { create: [], unchanged: [], otherKind: [], loginTaken: [] };
  const candidates: ImportRow[] = [];
  for (const row of rows) {
    const guard = orgGuards.get(keys.orgCodeGuard(row.orgCode).pk);
    if (guard === undefined) candidates.push(row);
    else if (types.get(Number(guard.orgId)) === ORG_TYPE.supplier) plan.unchanged.push(row);
    else plan.otherKind.push(row);
  }
  const loginGuards = await existingItems(candidates.map((row) => keys.userCodeGuard(row.orgCode)));
  for (const row of candidates) (loginGuards.has(keys.userCodeGuard(row.orgCode).pk) ? plan.loginTaken : plan.create).push(row);
  return plan;
}

/** The items that exist among these keys, by pk (consistent BatchGetItem, 100 keys a call). */
async function existingItems(keyList: readonly Key[]): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  await runLimited(chunk(keyList, 100), CONCURRENCY, async (batch) => {
    for (const item of await batchGetAll(batch, { consistent: true })) found.set(String(item.pk), item);
  });
  return found;
}

const putRequest = (Item: Item) => ({ PutRequest: { Item } });
const deleteRequest = (item: Item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } });

async function batchWriteAll(requests: Array<Record<string, unknown>>): Promise<void> {
  await runUntilFailure(chunk(requests, 25), WRITE_CONCURRENCY, batchWrite);
}

/** A block of consecutive ids from a counter in one UpdateItem; the same floor as a create's. */
async function reserveIds(entity: 'org' | 'user', count: number, first: number): Promise<number> {
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

interface ImportedSupplier {
  record: OrgRecord;
  /** The organisation, its code guard and its primary account: written in batches. */
  items: Item[];
  /** The guard of the account's login: written conditionally (reserveLogins). */
  login: { orgCode: string; guard: Item };
}

function importedSupplier(row: ImportRow, id: number, userId: number, createTime: string): ImportedSupplier {
  const record: OrgRecord = {
    id,
    orgCode: row.orgCode,
    bpCode: row.bpCode,
    orgName: row.orgName,
    orgType: ORG_TYPE.supplier,
    state: ENABLED_STATE.enabled,
    createTime,
    projects: {},
    contact: { linkman: row.linkman, mobile: row.mobile, email: row.email },
    primaryUserId: userId,
    version: 1,
  };
  const { entity, guard } = userItems(primaryAccountOf(record, record.contact, userId));
  return { record, items: [orgItem(record), orgCodeGuardItem(record), entity], login: { orgCode: row.orgCode, guard } };
}

/**
 * The import lock keeps other organisations off the file's codes, but not an account created on its
 * own, which may take one of them as its login after the plan read the guards. So the login guards go
 * first, each conditional on not existing, a transaction of 100 at a time: a taken one fails the
 * import before anything else is written, and the guards already written are deleted again.
 */
async function reserveLogins(logins: ReadonlyArray<ImportedSupplier['login']>): Promise<void> {
  const written: Item[] = [];
  try {
    await runUntilFailure(chunk(logins, TRANSACTION_ITEMS), WRITE_CONCURRENCY, async (batch) => {
      await putNewLogins(batch);
      written.push(...batch.map((login) => login.guard));
    });
  } catch (error) {
    await batchWriteAll(written.map(deleteRequest));
    throw error;
  }
}

async function putNewLogins(batch: ReadonlyArray<ImportedSupplier['login']>): Promise<void> {
  const put = (Item: Item) => ({ Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' } });
  try {
    await db().send(new TransactWriteCommand({ TransactItems: batch.map((login) => put(login.guard)) }));
  } catch (error) {
    const taken = batch[cancellationCodes(error)?.indexOf('ConditionalCheckFailed') ?? -1];
    if (taken) throw new AppError(ERROR_CODE.conflict, 'error.orgLoginTaken', { params: { orgCode: taken.orgCode }, cause: error });
    throw error;
  }
}

/**
 * Writes the planned suppliers, each with its primary account: the login guards (reserveLogins), then
 * the records, code guards and accounts in batches, then their catalogue entries. Runs under the
 * import lock, so no other writer can take one of these organisation codes meanwhile. If any write
 * fails, everything written is deleted again before the error surfaces: all rows or none.
 */
export async function createImportedSuppliers(rows: readonly ImportRow[], now = new Date()): Promise<OrgRecord[]> {
  if (rows.length === 0) return [];
  const [firstId, firstUserId] = await Promise.all([
    reserveIds('org', rows.length, FIRST_NEW_ORG_ID),
    reserveIds('user', rows.length, FIRST_NEW_USER_ID),
  ]);
  const createTime = now.toISOString();
  const suppliers = rows.map((row, index) => importedSupplier(row, firstId + index, firstUserId + index, createTime));
  const records = suppliers.map((supplier) => supplier.record);
  await reserveLogins(suppliers.map((supplier) => supplier.login));
  const items = suppliers.flatMap((supplier) => supplier.items);
  try {
    await batchWriteAll(items.map(putRequest));
    await publishImported(records);
  } catch (error) {
    const logins = suppliers.map((supplier) => supplier.login.guard);
    await batchWriteAll([...items, ...logins].map(deleteRequest));
    await withdrawImported(records);
    throw error;
  }
  return records;
}
