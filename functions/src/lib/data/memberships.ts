import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';
import { batchWrite, queryAll } from '../db/paging';
import { usersOfOrg } from './user-listing';

export interface MembershipRecord {
  userId: number;
  projectId: number;
  createTime: string;
}

export async function addMembership(membership: MembershipRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.membership(membership.userId, membership.projectId),
        gsi1pk: keys.membersOfProject(membership.projectId),
        gsi1sk: keys.userSortKey(membership.userId),
        kind: 'Membership',
        ...membership,
      },
    }),
  );
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

/**
 * An organisation left a project: its accounts' assignments to it go too, so rejoining later does not
 * silently give them back (reading already ignores them: data/user-projects.ts).
 */
export async function removeOrgFromProjectMemberships(orgId: number, projectId: number): Promise<void> {
  const deletes = (await usersOfOrg(orgId)).map((user) => ({ DeleteRequest: { Key: keys.membership(user.id, projectId) } }));
  for (let start = 0; start < deletes.length; start += 25) await batchWrite(deletes.slice(start, start + 25));
}
