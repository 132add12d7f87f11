import { BatchGetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ProjectState } from '@sddp/shared';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';

export interface ProjectRecord {
  id: number;
  projectName: string;
  projectNameEn: string;
  state: ProjectState;
  indexUrl: string;
  indexUrlEn: string;
  createTime: string;
  version: number;
}

export async function putProject(project: ProjectRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.project(project.id), gsi1pk: keys.allProjects(), gsi1sk: keys.projectSortKey(project.id), kind: 'Project', ...project },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** BatchGetItem in chunks of 100, retrying unprocessed keys; returned in id order. */
export async function getProjects(ids: readonly number[]): Promise<ProjectRecord[]> {
  const found: ProjectRecord[] = [];
  for (let start = 0; start < ids.length; start += 100) {
    let pending: Record<string, unknown>[] | undefined = ids.slice(start, start + 100).map((id) => keys.project(id));
    for (let attempt = 0; pending && pending.length > 0 && attempt < 5; attempt++) {
      const response = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }));
      found.push(...((response.Responses?.[tableName()] ?? []) as ProjectRecord[]));
      pending = response.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return found.sort((a, b) => a.id - b.id);
}

/** All projects: one Query on gsi1 (the project list is small and bounded). */
export async function listAllProjects(): Promise<ProjectRecord[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.allProjects() },
    }),
  );
  return (Items ?? []) as ProjectRecord[];
}
