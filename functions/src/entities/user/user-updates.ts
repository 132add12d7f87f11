import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ERROR_CODE } from '@sddp/shared';
import { db, tableName } from '#kit/db/client';
import { isConditionFailure } from '#kit/db/conditions';
import { keys } from '#kit/db/keys';
import type { TransactItem } from '#kit/db/transact';
import { AppError, staleEdit } from '#kit/errors';
import { updateUserNow, versioned, withUserIndex, writeUserItems } from './user-record-write';
import { getUser, type UserRecord } from './users';

export { versioned, writeUserItems } from './user-record-write';

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
    versioned(
      user,
      {
        passwordHash,
        passwordHistory: history,
        pwdChangedAt: (options.now ?? new Date()).toISOString(),
        mustChangePassword: false,
        pwdExpired: false,
        // Sessions opened before this instant end with the old password, in this same transaction.
        sessionsValidFrom: (options.now ?? new Date()).toISOString(),
      },
      // A chosen password has no expiry of its own (a temporary one had).
      ['tempPasswordExpiresAt'],
    ),
    ...(options.alsoWrite ?? []),
  ]);
}

/** Keeps the denormalised organisation name of a user (and its list entry) current after a rename. */
export async function setUserOrgName(userId: number, orgName: string): Promise<void> {
  await updateUserNow(userId, (user) => (user.orgName === orgName ? undefined : { orgName }));
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
  // The index's side goes with the items, whichever transaction they join (the organisation's, for a primary account).
  await writeItems(await withUserIndex([versioned(user, { ...fields, ...index }, phone ? [] : ['gsi2pk', 'gsi2sk'])]));
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

/**
 * A temporary password (entities/user/temporary-password.ts) becomes current with its expiry; the old
 * hash is remembered like any other and the account's older sessions end, all in one versioned write.
 */
export async function setTemporaryPassword(
  user: UserRecord,
  fields: Required<
    Pick<UserRecord, 'passwordHash' | 'mustChangePassword' | 'pwdChangedAt' | 'tempPasswordExpiresAt' | 'sessionsValidFrom'>
  >,
  options: { history: number },
): Promise<void> {
  const history = [user.passwordHash, ...user.passwordHistory].filter(Boolean).slice(0, Math.max(0, options.history - 1));
  await writeUserItems([versioned(user, { ...fields, passwordHistory: history, pwdExpired: false })]);
}
