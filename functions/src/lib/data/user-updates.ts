import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { isConditionFailure } from '../db/conditions';
import { keys } from '../db/keys';
import { ERROR_CODE } from '@sddp/shared';
import { AppError, conflict, staleEdit } from '../errors';
import type { TransactItem } from '../db/transact';
import { getUser, type UserRecord } from './users';

/** Every write to a user is conditional on the version it read: a lost race is a 409, never an overwrite. */
function versioned(user: UserRecord, set: Record<string, unknown>, remove: string[] = []): TransactItem {
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
  return {
    Update: {
      TableName: tableName(),
      Key: keys.user(user.id),
      UpdateExpression: `SET ${assignments.join(', ')}${removals.length ? ` REMOVE ${removals.join(', ')}` : ''}`,
      ConditionExpression: '#version = :expected',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** One transaction of a user's items; a failed condition is a 409. */
export async function writeUserItems(items: TransactItem[]): Promise<void> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (isConditionFailure(error)) throw conflict();
    throw error;
  }
}

/**
 * The new hash becomes current; the old one moves into the history (kept to `history - 1` entries,
 * so with the current one the last `history` passwords are remembered). `alsoWrite` joins the same
 * transaction (spending a reset link), so a reset never half-happens.
 */
export async function setPassword(
  user: UserRecord,
  passwordHash: string,
  options: { history: number; now?: Date; alsoWrite?: TransactItem[] },
): Promise<void> {
  const history = [user.passwordHash, ...user.passwordHistory].slice(0, Math.max(0, options.history - 1));
  await writeUserItems([
    versioned(user, {
      passwordHash,
      passwordHistory: history,
      pwdChangedAt: (options.now ?? new Date()).toISOString(),
      mustChangePassword: false,
      pwdExpired: false,
      // Sessions opened before this instant end with the old password, in this same transaction.
      sessionsValidFrom: (options.now ?? new Date()).toISOString(),
    }),
    ...(options.alsoWrite ?? []),
  ]);
}

/**
 * An administrator-issued initial password: current, remembered like any other, and it must be
 * changed at the next sign-in. Older sessions end in the same transaction.
 */
export async function setInitialPassword(user: UserRecord, passwordHash: string, options: { history: number; now?: Date }): Promise<void> {
  const now = (options.now ?? new Date()).toISOString();
  const history = [user.passwordHash, ...user.passwordHistory].slice(0, Math.max(0, options.history - 1));
  await writeUserItems([
    versioned(user, {
      passwordHash,
      passwordHistory: history,
      pwdChangedAt: now,
      mustChangePassword: true,
      pwdExpired: false,
      sessionsValidFrom: now,
    }),
  ]);
}

/** Keeps the denormalised organisation name of a user current after a rename. */
export async function setUserOrgName(userId: number, orgName: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET orgName = :name',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':name': orgName },
    }),
  );
}

export type ContactFields = Partial<
  Pick<UserRecord, 'linkman' | 'linkPhone' | 'phone' | 'phone2' | 'email' | 'email2' | 'businessLicence'>
>;

/** Contact details; a new mobile number moves the account in the phone sign-in index. */
export async function updateContact(
  user: UserRecord,
  fields: ContactFields,
  writeItems: (items: TransactItem[]) => Promise<void> = writeUserItems,
): Promise<void> {
  const phone = fields.phone ?? user.phone;
  const index = phone ? { gsi2pk: keys.usersByPhone(phone), gsi2sk: keys.userSortKey(user.id) } : {};
  await writeItems([versioned(user, { ...fields, ...index }, phone ? [] : ['gsi2pk', 'gsi2sk'])]);
}

/**
 * Contact details edited in a form opened on `expectedVersion`: as asked already, nothing is written
 * (a double submit); opened on an older version, refused as stale with the current record.
 */
export async function editContact(
  user: UserRecord,
  fields: ContactFields,
  expectedVersion: number,
  writeItems?: (items: TransactItem[]) => Promise<void>,
): Promise<void> {
  const asAsked = (record: UserRecord) => Object.entries(fields).every(([field, value]) => record[field as keyof ContactFields] === value);
  if (asAsked(user)) return;
  if (user.version !== expectedVersion) throw staleEdit(user);
  try {
    await updateContact(user, fields, writeItems);
  } catch (error) {
    if (!(error instanceof AppError && error.code === ERROR_CODE.conflict)) throw error;
    const latest = await getUser(user.id);
    if (latest && asAsked(latest)) return;
    throw staleEdit(latest ?? user);
  }
}

/**
 * The daily job's flag, written only if the password is still the one the job looked at: a password
 * changed meanwhile is never flagged. False when that condition stopped the write.
 */
export async function setPasswordExpired(userId: number, expired: boolean, seenPwdChangedAt: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET pwdExpired = :expired',
        ConditionExpression: 'pwdChangedAt = :seen',
        ExpressionAttributeValues: { ':expired': expired, ':seen': seenPwdChangedAt },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Accounts behind a mobile number (normally one): one Query on the sparse gsi2. */
export async function findUsersByPhone(phone: string): Promise<UserRecord[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.usersByPhone(phone) },
    }),
  );
  return (Items ?? []) as UserRecord[];
}
