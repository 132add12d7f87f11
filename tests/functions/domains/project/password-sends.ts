import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { OrgType, PasswordAccount, PasswordSkip, PasswordSkipReason, SendPasswordResult } from '@sddp/shared';
import { handler } from '#domains/project/handler';
import { usersOfOrg } from '#entities/user';
import { db, tableName } from '#kit/db/client';
import { call } from '#test/api-event';
import { createTestUser, keys, uniqueCode } from '#test/fixtures';
import { createTestOrg } from '#test/orgs';

export type SendPath = '/project/send_pwd_single' | '/project/send_pwd_all';

/** GET send_pwd_single / send_pwd_all as the holder of `token`, every value in the query string (spec §7). */
export const sendAs = (token: () => string) => (path: SendPath, query: Record<string, string | number>, language?: string) =>
  call<SendPasswordResult>(handler, {
    path,
    token: token(),
    query: Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)])),
    ...(language ? { language } : {}),
  });

export const address = (name: string) => `${uniqueCode(name)}@example.com`.toLowerCase();
export const passwordIn = (text: string) => text.match(/(?:初始密码：|Initial password: )(\S+)/)?.[1];

/** As an organisation's creation leaves its primary account until the initial password is changed. */
export const NEVER_USED = { mustChangePassword: true } as const;

/**
 * A supplier (or contractor) in the project (none when undefined), through the data layer, holding only
 * the accounts the test gives it: the primary account its creation makes is removed again, which is
 * also how an organisation recorded before primary accounts looks.
 */
export async function orgInProject(projectId: number | undefined, fields: { orgType?: OrgType; state?: '0' | '1' } = {}) {
  const orgType = fields.orgType ?? '10';
  const org = await createTestOrg({
    orgType,
    orgName: uniqueCode('org'),
    ...(orgType === '10' ? {} : { orgCode: `K${uniqueCode('k').slice(2, 9)}` }),
    ...(projectId === undefined ? {} : { projects: { [String(projectId)]: new Date().toISOString() } }),
    ...(fields.state ? { state: fields.state } : {}),
  });
  return withoutAccounts(org);
}

/** Removes the accounts an organisation's creation made, so that it holds only those a test gives it. */
export async function withoutAccounts<T extends { id: number }>(org: T): Promise<T> {
  for (const user of await usersOfOrg(org.id)) {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.user(user.id) }));
    await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.userCodeGuard(user.userCode) }));
  }
  return org;
}

/** A primary account (userType 100) of the organisation, never used unless the fields say otherwise. */
export const primaryOf = (org: { id: number; orgName: string }, fields: Parameters<typeof createTestUser>[0] = {}) =>
  createTestUser({ orgId: org.id, orgName: org.orgName, userType: '100', email: address('primary'), ...NEVER_USED, ...fields });

type Org = { id: number; orgName: string };
type Account = { id: number; userCode: string; email: string };

export const sentEntry = (org: Org, user: Account): PasswordAccount => ({
  orgId: org.id,
  orgName: org.orgName,
  userId: user.id,
  userCode: user.userCode,
  email: user.email,
});

export const skipEntry = (org: Org, reason: PasswordSkipReason, user?: Account): PasswordSkip => ({
  orgId: org.id,
  orgName: org.orgName,
  ...(user ? { userId: user.id, userCode: user.userCode } : {}),
  reason,
});

/** The answer's lists in a fixed order (organisations come in the catalogue's order). */
export function sortedLists(result: SendPasswordResult) {
  const order = <T extends { orgId: number; userId?: number }>(list: T[]) =>
    [...list].sort((a, b) => a.orgId - b.orgId || (a.userId ?? 0) - (b.userId ?? 0));
  return {
    ...result,
    sentTo: order(result.sentTo),
    notSent: order(result.notSent),
    needsConfirmation: order(result.needsConfirmation),
    heldBack: order(result.heldBack),
  };
}
