import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ERROR_CODE, isDeliveryProject, type ProjectState } from '@sddp/shared';
import { db, tableName } from '#kit/db/client';
import { isConditionFailure } from '#kit/db/conditions';
import { nextId } from '#kit/db/ids';
import { keys } from '#kit/db/keys';
import { batchGetAll, gsi1Pages } from '#kit/db/paging';
import { forgetInRequest, onceInRequest } from '#kit/db/request-memo';
import { AppError, staleEdit } from '#kit/errors';

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

/** Ids continue after the spec's named projects (8000–8013). */
const FIRST_NEW_PROJECT_ID = 8014;

export const projectNotFound = () => new AppError(ERROR_CODE.notFound, 'error.projectNotFound');

const projectItem = (project: ProjectRecord) => ({
  ...keys.project(project.id),
  gsi1pk: keys.allProjects(),
  gsi1sk: keys.projectSortKey(project.id),
  kind: 'Project',
  ...project,
});

export async function putProject(project: ProjectRecord): Promise<void> {
  forgetInRequest(ALL_PROJECTS);
  await db().send(new PutCommand({ TableName: tableName(), Item: projectItem(project), ConditionExpression: 'attribute_not_exists(pk)' }));
}

export async function createProject(
  fields: Omit<ProjectRecord, 'id' | 'createTime' | 'version'>,
  now = new Date(),
): Promise<ProjectRecord> {
  const project: ProjectRecord = {
    ...fields,
    id: await nextId('project', FIRST_NEW_PROJECT_ID),
    createTime: now.toISOString(),
    version: 1,
  };
  await putProject(project);
  return project;
}

export async function getProject(id: number): Promise<ProjectRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.project(id), ConsistentRead: true }));
  return Item as ProjectRecord | undefined;
}

export async function requireProject(id: number): Promise<ProjectRecord> {
  const project = await getProject(id);
  if (!project) throw projectNotFound();
  return project;
}

/**
 * Any state may follow any other (spec §4). Setting the state it already has changes nothing (a double
 * submit); a change made from a dialog opened on an older version is refused as stale; a lost race is
 * re-read and judged the same way.
 */
export async function setProjectState(id: number, state: ProjectState, expectedVersion?: number): Promise<ProjectRecord> {
  const current = await requireProject(id);
  if (current.state === state) return current;
  if (expectedVersion !== undefined && expectedVersion !== current.version) throw staleEdit(current);
  const next: ProjectRecord = { ...current, state, version: current.version + 1 };
  forgetInRequest(ALL_PROJECTS);
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: projectItem(next),
        ConditionExpression: 'version = :expected',
        ExpressionAttributeValues: { ':expected': current.version },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const latest = await requireProject(id);
    if (latest.state === state) return latest;
    throw staleEdit(latest);
  }
  return next;
}

/** BatchGetItem in chunks of 100, retrying unprocessed keys; returned in id order. */
export async function getProjects(ids: readonly number[]): Promise<ProjectRecord[]> {
  const found = (await batchGetAll(ids.map((id) => keys.project(id)))) as unknown as ProjectRecord[];
  return found.sort((a, b) => a.id - b.id);
}

const ALL_PROJECTS = 'projects';

/**
 * All projects: one Query on gsi1 (projects are few: tens, at most hundreds; docs/data-model.md A13),
 * made once per request (the principal and the route share it). Callers must not mutate the array.
 */
export function listAllProjects(): Promise<readonly ProjectRecord[]> {
  return onceInRequest(ALL_PROJECTS, async () => {
    const projects: ProjectRecord[] = [];
    for await (const page of gsi1Pages(keys.allProjects())) projects.push(...(page as unknown as ProjectRecord[]));
    return projects;
  });
}

/** The projects things are delivered in: all but the user system (isDeliveryProject). */
export async function listDeliveryProjects(): Promise<ProjectRecord[]> {
  return (await listAllProjects()).filter((project) => isDeliveryProject(project.id));
}
