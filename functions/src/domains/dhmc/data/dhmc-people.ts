import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { USER_ROLE, type DhmcPersonRow } from '@sddp/shared';
import { applyAssignments } from '#entities/project';
import type { UserRecord } from '#entities/user';
import { db, tableName } from '#kit/db/client';
import { runLimited } from '#kit/db/concurrency';
import { underCurrentNames } from '#kit/db/earlier-names';
import { keys } from '#kit/db/keys';
import { batchGetAll, queryAll } from '#kit/db/paging';

/**
 * The DHMC people of a project (docs/data-model.md "DHMC people"): one item per account in the project's
 * own partition, holding what is the project's (the discipline, when the person joined); the rest is read
 * from the account, so a renamed contact or a new e-mail shows at once. Taking part in the project (what
 * the account sees) is its membership, written first.
 */
export interface DhmcPersonRecord {
  projectId: number;
  userId: number;
  /** 专业, the wire's `zhuanye`. */
  discipline: string;
  createTime: string;
}

/** Items written before the server spoke English store the discipline as `zhuanye`; a link rewrites it. */
const EARLIER_NAMES = { zhuanye: 'discipline' };

const COUNTS_IN_FLIGHT = 8;

/** A project's people as stored: one Query on its partition (a project has tens to hundreds). */
export async function dhmcPeopleOf(projectId: number): Promise<DhmcPersonRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.dhmcPeople(projectId) },
  });
  return items.map((stored) => {
    const item = underCurrentNames(stored, EARLIER_NAMES);
    return { projectId, userId: Number(item.userId), discipline: String(item.discipline ?? ''), createTime: String(item.createTime ?? '') };
  });
}

/**
 * The rows of the detail list: the people with their accounts (BatchGetItem, 100 a call), newest first.
 * An account deleted since, or no longer a DHMC account, is left out.
 */
export async function dhmcRowsOf(projectId: number): Promise<DhmcPersonRow[]> {
  const people = await dhmcPeopleOf(projectId);
  const users = new Map(
    ((await batchGetAll(people.map((person) => keys.user(person.userId)))) as unknown as UserRecord[]).map((user) => [user.id, user]),
  );
  const rows: DhmcPersonRow[] = [];
  for (const person of people) {
    const user = users.get(person.userId);
    if (!user || user.userRole !== USER_ROLE.dhmc) continue;
    const { linkman, userCode, email, linkPhone, orgName } = user;
    rows.push({ userId: user.id, linkman, userCode, email, linkPhone, orgName, zhuanye: person.discipline, createTime: person.createTime });
  }
  return rows.sort((a, b) => b.createTime.localeCompare(a.createTime) || b.userId - a.userId);
}

/** How many people each project has: one COUNT Query per project (keys only, a page's projects at a time). */
export async function countDhmcPeople(projectIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  await runLimited(projectIds, COUNTS_IN_FLIGHT, async (projectId) => {
    let count = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.dhmcPeople(projectId) },
          Select: 'COUNT',
          ExclusiveStartKey: start,
        }),
      );
      count += page.Count ?? 0;
      start = page.LastEvaluatedKey;
    } while (start);
    counts.set(projectId, count);
  });
  return counts;
}

/**
 * Makes the account one of the project's DHMC people: its membership (kept as it is when there is one;
 * refused if its organisation is not in the project), then its item here, the discipline updated and the
 * first joining time kept. Safe to repeat: a second import links, never duplicates.
 */
export async function linkDhmcPerson(userId: number, projectId: number, discipline: string, now = new Date().toISOString()): Promise<void> {
  await applyAssignments(userId, (_user, current) => {
    const kept = [...current.values()].map((m) => ({ projectId: m.projectId, cbsIds: m.cbsIds ?? [], auditRoles: m.auditRoles ?? [] }));
    return current.has(projectId) ? kept : [...kept, { projectId, cbsIds: [], auditRoles: [] }];
  });
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.dhmcPerson(projectId, userId),
      UpdateExpression:
        'SET kind = :kind, projectId = :projectId, userId = :userId, discipline = :discipline, createTime = if_not_exists(createTime, :now) REMOVE zhuanye',
      ExpressionAttributeValues: {
        ':kind': 'DhmcPerson',
        ':projectId': projectId,
        ':userId': userId,
        ':discipline': discipline,
        ':now': now,
      },
    }),
  );
}
