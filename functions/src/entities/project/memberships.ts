import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { batchWrite, queryAll } from '#kit/db/paging';
import type { TransactItem } from '#kit/db/transact';

/**
 * An account's assignment to a project (docs/data-model.md "Who takes part in which project"). For a
 * supplier working for several contractors there, `cbsIds` narrows it to some of them (empty: all);
 * for an organisation that offers audit roles, `auditRoles` are the roles the account reviews in.
 */
export interface MembershipRecord {
  userId: number;
  projectId: number;
  createTime: string;
  cbsIds?: number[];
  auditRoles?: string[];
}

/** What an assignment says, without who and when. */
export type Assignment = Pick<MembershipRecord, 'projectId'> & { cbsIds: number[]; auditRoles: string[] };

export function membershipItem(membership: MembershipRecord): Record<string, unknown> & { pk: string; sk: string } {
  return {
    ...keys.membership(membership.userId, membership.projectId),
    gsi1pk: keys.membersOfProject(membership.projectId),
    gsi1sk: keys.userSortKey(membership.userId),
    kind: 'Membership',
    ...membership,
  };
}

export const putMembership = (membership: MembershipRecord): TransactItem => ({
  Put: { TableName: tableName(), Item: membershipItem(membership) },
});
export const deleteMembership = (userId: number, projectId: number): TransactItem => ({
  Delete: { TableName: tableName(), Key: keys.membership(userId, projectId) },
});

/** Seeds and fixtures: a membership alone (the account's list entry picks it up when next written). */
export async function addMembership(membership: MembershipRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: membershipItem(membership) }));
}

const recordOf = (item: Record<string, unknown>): MembershipRecord => ({
  userId: Number(item.userId),
  projectId: Number(item.projectId),
  createTime: String(item.createTime ?? ''),
  cbsIds: Array.isArray(item.cbsIds) ? item.cbsIds.map(Number) : [],
  auditRoles: Array.isArray(item.auditRoles) ? item.auditRoles.map(String) : [],
});

/** The user's assignments: one Query on the user's partition (begins_with MEMBER#), strongly consistent. */
export async function membershipsOfUser(userId: number): Promise<MembershipRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':prefix': keys.membershipPrefix() },
    ConsistentRead: true,
  });
  return items.map(recordOf);
}

/** The user's project ids: one Query on the user's partition (begins_with MEMBER#). */
export async function projectIdsOfUser(userId: number): Promise<number[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':prefix': keys.membershipPrefix() },
    ProjectionExpression: 'projectId',
  });
  return items.map((item) => Number(item.projectId));
}

/** The accounts assigned to a project (A15): one Query on gsi1 per page. */
export async function membersOfProject(projectId: number): Promise<MembershipRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.membersOfProject(projectId) },
  });
  return items.map(recordOf);
}

/** A deleted account's assignments (its record is gone or going): safe to re-run. */
export async function removeAllMembershipsOfUser(userId: number): Promise<void> {
  const deletes = (await membershipsOfUser(userId)).map((m) => ({ DeleteRequest: { Key: keys.membership(userId, m.projectId) } }));
  for (let start = 0; start < deletes.length; start += 25) await batchWrite(deletes.slice(start, start + 25));
}
