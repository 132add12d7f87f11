import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { classRequirementsFields, type ClassRequirements } from '@sddp/shared';
import { db, tableName } from '#kit/db/client';
import { isConditionFailure } from '#kit/db/conditions';
import { keys } from '#kit/db/keys';
import { queryAll } from '#kit/db/paging';
import { staleEdit } from '#kit/errors';

/** A class's requirements as stored: one item per (project, class), replaced whole by each save. */
const storedSchema = z.extend(classRequirementsFields, {
  projectId: z.number(),
  classCode: z.string(),
  version: z.number(),
  updateTime: z.string(),
  updatedBy: z.string(),
});
export type StoredClassRequirements = z.infer<typeof storedSchema>;

const read = (item: Record<string, unknown>) => storedSchema.parse(item);

/** A class's requirements as the table holds them: the record under its key. */
export const classRequirementsItem = (record: StoredClassRequirements) => ({
  ...keys.classRequirements(record.projectId, record.classCode),
  kind: 'ClassRequirements',
  ...record,
});

export async function getClassRequirements(projectId: number, classCode: string): Promise<StoredClassRequirements | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.classRequirements(projectId, classCode), ConsistentRead: true }),
  );
  return Item ? read(Item) : undefined;
}

/** Every class of the project with requirements: one Query of the project's delivery partition. */
export async function listClassRequirements(projectId: number): Promise<StoredClassRequirements[]> {
  const { pk } = keys.classRequirements(projectId, '');
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': keys.classRequirementsPrefix() },
  });
  return items.map(read);
}

export interface RequirementsEdit {
  projectId: number;
  classCode: string;
  requirements: ClassRequirements;
  /** The version the editor read; 0 for a class that had none. */
  expectedVersion: number;
  updatedBy: string;
  now?: Date;
}

/**
 * Replaces the class's requirements with one conditional PutItem on the version read: a save from an
 * editor opened before someone else's is refused with what is stored now (409), and a repeated save of
 * what is stored already is answered without a second write.
 */
export async function saveClassRequirements(edit: RequirementsEdit): Promise<StoredClassRequirements> {
  const record: StoredClassRequirements = {
    projectId: edit.projectId,
    classCode: edit.classCode,
    ...edit.requirements,
    version: edit.expectedVersion + 1,
    updateTime: (edit.now ?? new Date()).toISOString(),
    updatedBy: edit.updatedBy,
  };
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: classRequirementsItem(record),
        ...(edit.expectedVersion === 0
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': edit.expectedVersion } }),
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await getClassRequirements(edit.projectId, edit.classCode);
    if (current && sameRequirements(current, edit.requirements)) return current;
    throw staleEdit(current);
  }
  return record;
}

const sameRequirements = (stored: ClassRequirements, given: ClassRequirements) =>
  JSON.stringify({ properties: stored.properties, documents: stored.documents }) ===
  JSON.stringify({ properties: given.properties, documents: given.documents });
