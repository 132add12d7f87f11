import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';
import type { UserRecord } from './users';

async function* queryPages(indexName: string, partition: string): AsyncGenerator<Record<string, unknown>[]> {
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: indexName,
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        ExclusiveStartKey: cursor,
      }),
    );
    yield page.Items ?? [];
    cursor = page.LastEvaluatedKey;
  } while (cursor);
}

/** Every user, organisation by organisation, a page at a time (jobs only: cost grows with all users). */
export async function* allUsers(): AsyncGenerator<UserRecord[]> {
  for await (const orgs of queryPages('gsi1', keys.allOrgs())) {
    for (const org of orgs) {
      for await (const users of queryPages('gsi1', keys.usersOfOrg(Number(org.id)))) yield users as unknown as UserRecord[];
    }
  }
}

/** The users of one organisation (A14): one Query per page of its users. */
export async function usersOfOrg(orgId: number): Promise<UserRecord[]> {
  const users: UserRecord[] = [];
  for await (const page of queryPages('gsi1', keys.usersOfOrg(orgId))) users.push(...(page as unknown as UserRecord[]));
  return users;
}
