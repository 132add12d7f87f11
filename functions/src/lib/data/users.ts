import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ENABLED_STATE, type EnabledState } from '@sddp/shared';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';
import { putWithUniqueGuard } from '../db/unique';

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
  createTime: string;
  version: number;
}

export type NewUser = Omit<UserRecord, 'version' | 'lastLoginTime' | 'state' | 'passwordHistory'> &
  Partial<Pick<UserRecord, 'state'>>;

export async function getUser(id: number): Promise<UserRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(id) }));
  return Item as UserRecord | undefined;
}

/** Two GetItems: the uniqueness guard holds the id. */
export async function findUserByCode(userCode: string): Promise<UserRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.userCodeGuard(userCode) }));
  return Item ? getUser(Number(Item.userId)) : undefined;
}

/** The user and its userCode guard in one transaction: a duplicate code fails, nothing half-written. */
export async function createUser(user: NewUser): Promise<UserRecord> {
  const record: UserRecord = { state: ENABLED_STATE.enabled, passwordHistory: [], lastLoginTime: '', version: 1, ...user };
  await putWithUniqueGuard(
    { ...keys.user(user.id), ...userIndexKeys(record), kind: 'User', ...record },
    { ...keys.userCodeGuard(user.userCode), userId: user.id, kind: 'UserCodeGuard' },
    'error.userCodeTaken',
  );
  return record;
}

export function userIndexKeys(user: Pick<UserRecord, 'id' | 'orgId'>) {
  return { gsi1pk: keys.usersOfOrg(user.orgId), gsi1sk: keys.userSortKey(user.id) };
}

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
