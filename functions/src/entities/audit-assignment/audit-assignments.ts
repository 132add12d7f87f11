import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#kit/db/client';
import { chunk } from '#kit/db/concurrency';
import { keys } from '#kit/db/keys';
import { batchWrite, queryAll } from '#kit/db/paging';

/** One main item of an assignment and the factory object codes under it. */
export interface AssignedItem {
  code: string;
  codes: string[];
}

/** What one account reviews on a project in one audit role, under its cbs (its organisation). */
export interface AssignmentRecord {
  projectId: number;
  cbsId: number;
  auditRole: string;
  userId: number;
  orgId: number;
  items: AssignedItem[];
  createTime: string;
  updateTime: string;
  version: number;
}

export type AssignmentScope = Pick<AssignmentRecord, 'projectId' | 'cbsId' | 'auditRole' | 'userId' | 'orgId'>;

/** DynamoDB's item limit is 400 KB; an assignment past this many code characters is refused before writing. */
export const ASSIGNMENT_MAX_BYTES = 350_000;
export const assignmentBytes = (items: readonly AssignedItem[]) => Buffer.byteLength(JSON.stringify(items), 'utf8');

const indexKeys = (scope: AssignmentScope) => ({
  gsi1pk: keys.auditAssignmentsOfUser(scope.userId),
  gsi1sk: keys.auditAssignmentOfUserSortKey(scope.projectId, scope.auditRole),
  gsi2pk: keys.auditMatrix(),
  gsi2sk: keys.auditMatrixSortKey(scope.orgId, scope.userId, scope.projectId, scope.auditRole),
});

const key = (scope: AssignmentScope) => keys.auditAssignment(scope.projectId, scope.cbsId, scope.auditRole, scope.userId);

/**
 * Replaces the account's assignment for the project and role with one UpdateItem: the whole list is
 * one item, so the change is atomic and readers see the old list or the new one. createTime stays
 * the first assignment's; every save bumps the version.
 */
export async function saveAssignment(
  scope: AssignmentScope,
  items: readonly AssignedItem[],
  now = new Date().toISOString(),
): Promise<AssignmentRecord> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key(scope),
      UpdateExpression:
        'SET kind = :kind, projectId = :projectId, cbsId = :cbsId, auditRole = :auditRole, userId = :userId, orgId = :orgId, #items = :items, ' +
        'createTime = if_not_exists(createTime, :now), updateTime = :now, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk ' +
        'ADD version :one',
      ExpressionAttributeNames: { '#items': 'items' },
      ExpressionAttributeValues: {
        ':kind': 'AuditAssignment',
        ':projectId': scope.projectId,
        ':cbsId': scope.cbsId,
        ':auditRole': scope.auditRole,
        ':userId': scope.userId,
        ':orgId': scope.orgId,
        ':items': items,
        ':now': now,
        ':one': 1,
        ...Object.fromEntries(Object.entries(indexKeys(scope)).map(([name, value]) => [`:${name}`, value])),
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return toRecord(Attributes ?? {});
}

export async function getAssignment(scope: Omit<AssignmentScope, 'orgId'>): Promise<AssignmentRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.auditAssignment(scope.projectId, scope.cbsId, scope.auditRole, scope.userId) }),
  );
  return Item ? toRecord(Item) : undefined;
}

/** Every reviewer's assignment for a project, cbs and role: one Query of that partition (coverage). */
export async function assignmentsOf(projectId: number, cbsId: number, auditRole: string): Promise<AssignmentRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.auditAssignment(projectId, cbsId, auditRole, 0).pk },
    ConsistentRead: true,
  });
  return items.map(toRecord);
}

/** The account's assignments on every project and role: one Query of gsi1. */
export async function assignmentsOfUser(userId: number): Promise<AssignmentRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.auditAssignmentsOfUser(userId) },
  });
  return items.map(toRecord);
}

/** The matrix: every assignment (orgId undefined) or one organisation's, one Query of gsi2 in (org, user, project, role) order. */
export async function matrixAssignments(orgId?: number): Promise<AssignmentRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'gsi2',
    KeyConditionExpression: orgId === undefined ? 'gsi2pk = :pk' : 'gsi2pk = :pk AND begins_with(gsi2sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.auditMatrix(),
      ...(orgId === undefined ? {} : { ':prefix': keys.auditMatrixOrgPrefix(orgId) }),
    },
  });
  return items.map(toRecord);
}

/**
 * The accounts' assignments replaced by the given ones in one transaction per account (the matrix
 * upload): its old items deleted, its new ones written. An account's change is all or nothing.
 */
export async function replaceAssignmentsOfUsers(
  replacements: ReadonlyArray<{ userId: number; assignments: ReadonlyArray<{ scope: AssignmentScope; items: AssignedItem[] }> }>,
  now = new Date().toISOString(),
): Promise<void> {
  for (const { userId, assignments } of replacements) {
    const previous = await assignmentsOfUser(userId);
    const next = new Set(assignments.map(({ scope }) => JSON.stringify(key(scope))));
    const deletes = previous
      .map((record) => key(record))
      .filter((old) => !next.has(JSON.stringify(old)))
      .map((Key) => ({ Delete: { TableName: tableName(), Key } }));
    const puts = assignments.map(({ scope, items }) => {
      const before = previous.find((record) => JSON.stringify(key(record)) === JSON.stringify(key(scope)));
      return {
        Put: {
          TableName: tableName(),
          Item: {
            ...key(scope),
            ...indexKeys(scope),
            kind: 'AuditAssignment',
            ...scope,
            items,
            createTime: before?.createTime ?? now,
            updateTime: now,
            version: (before?.version ?? 0) + 1,
          },
        },
      };
    });
    for (const part of chunk([...deletes, ...puts], 100)) await db().send(new TransactWriteCommand({ TransactItems: part }));
  }
}

/** Everything the account was assigned (its delete): the gsi1 Query, then deletes in batches of 25. */
export async function deleteAuditAssignmentsOfUser(userId: number): Promise<void> {
  const records = await assignmentsOfUser(userId);
  for (const part of chunk(
    records.map((record) => ({ DeleteRequest: { Key: key(record) } })),
    25,
  ))
    await batchWrite(part);
}

function toRecord(item: Record<string, unknown>): AssignmentRecord {
  return {
    projectId: Number(item.projectId),
    cbsId: Number(item.cbsId),
    auditRole: String(item.auditRole),
    userId: Number(item.userId),
    orgId: Number(item.orgId),
    items: (item.items as AssignedItem[] | undefined) ?? [],
    createTime: String(item.createTime ?? ''),
    updateTime: String(item.updateTime ?? ''),
    version: Number(item.version ?? 0),
  };
}
