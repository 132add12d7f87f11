import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ENABLED_STATE, type EnabledState } from '@sddp/shared';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import type { TransactItem } from '#kit/db/transact';
import { conflict } from '#kit/errors';
import { writeWithIndex } from '#kit/list-index';
import { indexRowOf, userIndex } from './user-list-copy';

export interface UserRecord {
  id: number;
  userCode: string;
  linkman: string;
  userRole: string;
  userType: string;
  orgId: number;
  /** Denormalised from the organisation; an organisation rename rewrites its users (docs/data-model.md). */
  orgName: string;
  orgDepartment: string;
  email: string;
  email2: string;
  phone: string;
  phone2: string;
  linkPhone: string;
  businessLicence: string;
  permissionType: string[];
  state: EnabledState;
  passwordHash: string;
  /** The previous password hashes, newest first, for the no-reuse-of-last-five rule. */
  passwordHistory: string[];
  pwdChangedAt: string;
  /** Set for initial and administrator-reset passwords: the user must choose a new one (loginPwdState '1'). */
  mustChangePassword: boolean;
  lastLoginTime: string;
  /** The 4-digit telephone extension the extension sign-in checks (spec §2.5); '' when none. */
  extension: string;
  /** Set by the daily job once the password is past its maximum age (pwdExpireState '1'). */
  pwdExpired: boolean;
  /** Set by every password change: sessions created before it are no longer valid. */
  sessionsValidFrom?: string;
  /** Set with a temporary password (lib/passwords): past it, while mustChangePassword, sign-in with it is refused. */
  tempPasswordExpiresAt?: string;
  /** The language of the account's last sign-in, its mails' language (none until it signs in: zh). */
  language?: import('@sddp/shared').Language;
  /** The projects its user manager assigned (a copy of its memberships, for the user list index). */
  assignedProjectIds?: number[];
  createTime: string;
  version: number;
}

type Defaulted = 'version' | 'lastLoginTime' | 'state' | 'passwordHistory' | 'extension' | 'pwdExpired';
export type NewUser = Omit<UserRecord, Defaulted> & Partial<Pick<UserRecord, 'state' | 'extension'>>;

export async function getUser(id: number): Promise<UserRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(id) }));
  return Item as UserRecord | undefined;
}

/** Two GetItems: the uniqueness guard holds the id. */
export async function findUserByCode(userCode: string): Promise<UserRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.userCodeGuard(userCode) }));
  return Item ? getUser(Number(Item.userId)) : undefined;
}

/**
 * The user, its userCode guard and its list entry in one transaction: a duplicate code fails,
 * nothing half-written. `alsoWrite` joins the same transaction.
 */
export async function createUser(
  user: NewUser,
  alsoWrite: TransactItem[] = [],
  onAlsoFailed: (index: number) => Error = () => conflict(),
): Promise<UserRecord> {
  const record = newUserRecord(user);
  const { entity, guard } = userItems(record);
  const putNew = (Item: Record<string, unknown>): TransactItem => ({
    Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' },
  });
  await writeWithIndex(userIndex, {
    items: [putNew(guard), putNew(entity), ...alsoWrite],
    change: { rows: [await indexRowOf(record)] },
    onConditionFailed: (index) => (index === 0 ? conflict('error.userCodeTaken') : index === 1 ? conflict() : onAlsoFailed(index - 2)),
  });
  return record;
}

/** The stored user and the guard item that reserves its userCode. */
export function userItems(record: UserRecord) {
  return {
    entity: { ...keys.user(record.id), ...userIndexKeys(record), kind: 'User', ...record },
    guard: { ...keys.userCodeGuard(record.userCode), userId: record.id, kind: 'UserCodeGuard' },
  };
}

/** The fields no creation path can leave out (its login aside: a generated one comes later): whose it is, its password. */
type AccountEssentials = Pick<
  NewUser,
  'linkman' | 'userRole' | 'orgId' | 'orgName' | 'passwordHash' | 'pwdChangedAt' | 'mustChangePassword'
>;

/**
 * A new account's fields: what the creation path names, every contact and profile field it does not
 * blank, created when its password was set.
 */
export const newAccountFields = <Fields extends AccountEssentials & Partial<NewUser>>(fields: Fields) => ({
  userType: '',
  orgDepartment: '',
  email: '',
  email2: '',
  phone: '',
  phone2: '',
  linkPhone: '',
  businessLicence: '',
  permissionType: [] as string[],
  createTime: fields.pwdChangedAt,
  ...fields,
});

/** A new account with the defaults every creation path shares. */
export function newUserRecord(user: NewUser): UserRecord {
  return { state: ENABLED_STATE.enabled, passwordHistory: [], lastLoginTime: '', extension: '', pwdExpired: false, version: 1, ...user };
}

/** gsi1: the organisation's users; gsi2 (sparse): the account behind a mobile number, for phone sign-in. */
export function userIndexKeys(user: Pick<UserRecord, 'id' | 'orgId' | 'phone'>) {
  return {
    gsi1pk: keys.usersOfOrg(user.orgId),
    gsi1sk: keys.userSortKey(user.id),
    ...(user.phone ? { gsi2pk: keys.usersByPhone(user.phone), gsi2sk: keys.userSortKey(user.id) } : {}),
  };
}

/**
 * The sign-in's time. Not a versioned write: a sign-in elsewhere must not make an open form stale, and
 * the user lists read this field from the records of the page they show (user-list-query.ts).
 */
export async function recordLogin(id: number, at: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(id),
      UpdateExpression: 'SET lastLoginTime = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': at },
    }),
  );
}
