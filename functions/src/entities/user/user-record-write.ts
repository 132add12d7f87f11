import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ERROR_CODE } from '@sddp/shared';
import { db, tableName } from '#kit/db/client';
import { isConditionFailure } from '#kit/db/conditions';
import { keys } from '#kit/db/keys';
import type { TransactItem } from '#kit/db/transact';
import { AppError, conflict } from '#kit/errors';
import { noteUserIndexWrite, userIndexItems } from './user-list-copy';
import type { UserRecord } from './users';

/**
 * The one path every change of a user record takes (docs/data-model.md A39): `versioned` builds the
 * update conditional on the version read and remembers the record as it will be; `withUserIndex` adds
 * the list index's side (the account's entry and a change-log item) for every such update among the
 * items, so a transaction that writes a user also keeps the user lists right.
 */
const recordAfter = new WeakMap<TransactItem, UserRecord>();
const carriesIndex = new WeakSet<TransactItem[]>();

/** Every write to a user is conditional on the version it read: a lost race is a 409, never an overwrite. */
export function versioned(user: UserRecord, set: Record<string, unknown>, remove: string[] = []): TransactItem {
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = { ':expected': user.version, ':next': user.version + 1 };
  const assignments = ['#version = :next'];
  Object.entries(set).forEach(([field, value], index) => {
    names[`#f${index}`] = field;
    values[`:v${index}`] = value;
    assignments.push(`#f${index} = :v${index}`);
  });
  const removals = remove.map((field, index) => {
    names[`#r${index}`] = field;
    return `#r${index}`;
  });
  const item: TransactItem = {
    Update: {
      TableName: tableName(),
      Key: keys.user(user.id),
      UpdateExpression: `SET ${assignments.join(', ')}${removals.length ? ` REMOVE ${removals.join(', ')}` : ''}`,
      ConditionExpression: '#version = :expected',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
  const after: Record<string, unknown> = { ...user, ...set, version: user.version + 1 };
  for (const field of remove) delete after[field];
  recordAfter.set(item, after as unknown as UserRecord);
  return item;
}

/** The items plus the index's side of each user update among them (once: a second call changes nothing). */
export async function withUserIndex(items: TransactItem[]): Promise<TransactItem[]> {
  if (carriesIndex.has(items)) return items;
  const after = items.flatMap((item) => recordAfter.get(item) ?? []);
  const all = after.length ? [...items, ...(await userIndexItems(after))] : items;
  carriesIndex.add(all);
  return all;
}

/** One transaction of a user's items with their list entries; a failed condition is a 409. */
export async function writeUserItems(items: TransactItem[]): Promise<void> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: await withUserIndex(items) }));
  } catch (error) {
    if (isConditionFailure(error)) throw conflict();
    throw error;
  }
  noteUserIndexWrite();
}

const ATTEMPTS = 4;

/** The record as stored now (a consistent read: the retries below depend on it). */
export async function readUserNow(id: number): Promise<UserRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(id), ConsistentRead: true }));
  return Item as UserRecord | undefined;
}

/**
 * A change not made from a form (a sign-in's time, an organisation's new name): applied to the record
 * as it is now, again on the latest one when another write got in between. False when there is no record.
 */
export async function updateUserNow(id: number, change: (user: UserRecord) => Record<string, unknown> | undefined): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    const user = await readUserNow(id);
    if (!user) return false;
    const set = change(user);
    if (!set) return true;
    try {
      await writeUserItems([versioned(user, set)]);
      return true;
    } catch (error) {
      if (!(error instanceof AppError && error.code === ERROR_CODE.conflict) || attempt >= ATTEMPTS) throw error;
    }
  }
}
