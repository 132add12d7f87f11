import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { keys } from './keys';

/** Numeric ids as the spec shows them, from an atomic counter per entity (one UpdateItem). */
export async function nextId(
  entity: 'user' | 'org' | 'project' | 'log' | 'partner' | 'notice' | 'deviceContract' | 'deviceTag',
  start: number,
): Promise<number> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.counter(entity),
      UpdateExpression: 'SET #v = if_not_exists(#v, :start) + :one',
      ExpressionAttributeNames: { '#v': 'value' },
      ExpressionAttributeValues: { ':start': start - 1, ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.value);
}

/** Moves the counter past ids that were assigned explicitly (seeding). */
export async function reserveIdsUpTo(entity: 'user' | 'org' | 'project', id: number): Promise<void> {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.counter(entity),
        UpdateExpression: 'SET #v = :id',
        ConditionExpression: 'attribute_not_exists(#v) OR #v < :id',
        ExpressionAttributeNames: { '#v': 'value' },
        ExpressionAttributeValues: { ':id': id },
      }),
    )
    .catch((error: unknown) => {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    });
}
