import { ERROR_CODE } from '@sddp/shared';
import { tableName } from '#kit/db/client';
import { nextId } from '#kit/db/ids';
import { keys } from '#kit/db/keys';
import type { TransactItem } from '#kit/db/transact';
import { AppError, conflict } from '#kit/errors';
import { FIRST_NEW_USER_ID } from '../org/orgs';
import { putMembership } from '../project/memberships';
import { usersOfOrg } from './user-listing';
import { createUser, type NewUser, type UserRecord } from './users';

export const userCodeTaken = () =>
  new AppError(ERROR_CODE.conflict, 'error.userCodeTaken', { fieldErrors: { userCode: 'error.userCodeTaken' } });

export type NewAccount = Omit<NewUser, 'id' | 'assignedProjectIds'>;

/**
 * A new account of an organisation: the record (with its temporary password's fields), its userCode
 * guard, its project assignments and its list entry in one transaction. A taken userCode (also the
 * second of two identical submits) fails with nothing written.
 */
export async function createAccount(account: NewAccount, projectIds: readonly number[], also: TransactItem[] = []): Promise<UserRecord> {
  const id = await nextId('user', FIRST_NEW_USER_ID);
  const assigned = [...new Set(projectIds)].sort((left, right) => left - right);
  const memberships = assigned.map((projectId) => putMembership({ userId: id, projectId, createTime: account.createTime }));
  try {
    return await createUser({ ...account, id, assignedProjectIds: assigned }, [...also, ...memberships], (index) =>
      index < also.length ? justAdded() : conflict(),
    );
  } catch (error) {
    if (error instanceof AppError && error.messageKey === 'error.userCodeTaken') throw userCodeTaken();
    throw error;
  }
}

const ATTEMPTS = 5;
/** How long a name-only add keeps a second identical one from making another account. */
const REPEAT_WINDOW_SECONDS = 30;
const justAdded = () => new AppError(ERROR_CODE.conflict, 'error.user.justAdded');

/** Put only while no add of the same name in the organisation is within the window (TTL deletes lazily, hence the time check). */
function recentCreateGuard(orgId: number, linkman: string, now: Date): TransactItem {
  const at = Math.floor(now.getTime() / 1000);
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.recentUserCreate(orgId, linkman), kind: 'RecentUserCreate', expiresAt: at + REPEAT_WINDOW_SECONDS },
      ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now',
      ExpressionAttributeValues: { ':now': at },
    },
  };
}
const generatedCode = (orgCode: string, sequence: number) => `${orgCode}_${String(sequence).padStart(3, '0')}`;

/**
 * Reading A of 'Add user' (docs/decisions.md "Generated login accounts"): the login is the
 * organisation's code, '_' and the next 3-digit number after the highest one its accounts use; a
 * different add that took the same number meanwhile makes this one try the next. The same name added
 * again within seconds (a double submit) is told the account was just added, and nothing is written.
 */
export async function createGeneratedAccount(
  orgCode: string,
  account: Omit<NewAccount, 'userCode'>,
  now = new Date(),
): Promise<UserRecord> {
  const guard = recentCreateGuard(account.orgId, account.linkman, now);
  let floor = 0;
  for (let attempt = 1; ; attempt++) {
    const users = await usersOfOrg(account.orgId);
    const sequence = Math.max(floor, highestSequence(orgCode, users)) + 1;
    const userCode = generatedCode(orgCode, sequence);
    try {
      return await createAccount({ ...account, userCode }, [], [guard]);
    } catch (error) {
      if (!(error instanceof AppError && error.messageKey === 'error.userCodeTaken') || attempt >= ATTEMPTS) throw error;
      floor = sequence;
    }
  }
}

function highestSequence(orgCode: string, users: readonly Pick<UserRecord, 'userCode'>[]): number {
  const prefix = `${orgCode}_`.toLowerCase();
  return users.reduce((highest, user) => {
    const code = user.userCode.toLowerCase();
    const tail = code.startsWith(prefix) ? code.slice(prefix.length) : '';
    return /^\d{3,}$/.test(tail) ? Math.max(highest, Number(tail)) : highest;
  }, 0);
}
