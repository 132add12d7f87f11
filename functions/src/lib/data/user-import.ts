import { tableName } from '../db/client';
import { nextId } from '../db/ids';
import type { TransactItem } from '../db/transact';
import { conflict } from '../errors';
import { writeWithIndex } from '../list-index';
import type { NewAccount } from './user-create';
import { FIRST_NEW_USER_ID } from './orgs';
import { indexRowFrom, userIndex } from './user-catalogue';
import { findUserByCode, newUserRecord, userItems, type UserRecord } from './users';

/**
 * How many accounts one import creates: each takes three items of one DynamoDB transaction (its
 * record, its userCode guard, its list entry) and the list's change log one more, of at most 100.
 * One transaction is what makes the import every row or none, also when the worker dies mid-way.
 */
export const MAX_IMPORTED_ACCOUNTS = 33;

/** A userCode taken before the write: the index of the account in the batch. */
export class UserCodesTaken extends Error {
  constructor(readonly indexes: number[]) {
    super('userCode taken');
  }
}

/** Which of these logins belong to an account now (a GetItem on each guard). */
export async function takenUserCodes(userCodes: readonly string[]): Promise<Set<string>> {
  const found = await Promise.all(userCodes.map(async (code) => ((await findUserByCode(code)) ? code : undefined)));
  return new Set(found.filter((code): code is string => code !== undefined));
}

/**
 * The accounts, their userCode guards and their list entries in one transaction: all are created or
 * none. A login taken meanwhile fails the whole with UserCodesTaken naming it; nothing is written.
 */
export async function createAccountsTogether(accounts: readonly NewAccount[]): Promise<UserRecord[]> {
  if (accounts.length > MAX_IMPORTED_ACCOUNTS) throw new RangeError('too many accounts for one transaction');
  const records: UserRecord[] = [];
  for (const account of accounts) {
    records.push(newUserRecord({ ...account, id: await nextId('user', FIRST_NEW_USER_ID), assignedProjectIds: [] }));
  }
  const items: TransactItem[] = records.flatMap((record) => {
    const { entity, guard } = userItems(record);
    return [guard, entity].map((Item): TransactItem => ({
      Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' },
    }));
  });
  await writeWithIndex(userIndex, {
    items,
    change: { rows: records.map((record) => indexRowFrom(record, [])) },
    onConditionFailed: (index) => (index % 2 === 0 ? new UserCodesTaken([index / 2]) : conflict()),
  });
  return records;
}
