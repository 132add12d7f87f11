import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { batchGetAll, queryAll } from '#kit/db/paging';
import { contractRecordSchema, tagRecordSchema, type ContractRecord, type TagRecord } from './device-records';

const parseTags = (items: Record<string, unknown>[]) => items.map((item) => tagRecordSchema.parse(item));

export async function getTag(id: number): Promise<TagRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.deviceTag(id), ConsistentRead: true }));
  return Item ? tagRecordSchema.parse(Item) : undefined;
}

/** A contract's tag numbers, in id order (one gsi1 Query on the tag partition's contract prefix). */
export async function tagsOfContract(contractId: number): Promise<TagRecord[]> {
  return parseTags(
    await queryAll({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.allDeviceTags(), ':prefix': keys.deviceTagsOfContractPrefix(contractId) },
    }),
  );
}

/** Every tag number of the platform (reports): one gsi1 partition, paged. */
export async function allTags(): Promise<TagRecord[]> {
  return parseTags(
    await queryAll({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.allDeviceTags() },
    }),
  );
}

/** The tag numbers that use a catalogue pump, with their contracts (the pump detail; gsi2). */
export async function usesOfPump(pumpId: number): Promise<Array<{ tag: TagRecord; contract: ContractRecord }>> {
  const tags = parseTags(
    await queryAll({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.tagsOfPump(pumpId) },
    }),
  );
  const contractIds = [...new Set(tags.map((tag) => tag.contractId))];
  const contracts = new Map(
    (await batchGetAll(contractIds.map((contractId) => keys.deviceContract(contractId)))).map((item) => {
      const contract = contractRecordSchema.parse(item);
      return [contract.id, contract] as const;
    }),
  );
  return tags.flatMap((tag) => {
    const contract = contracts.get(tag.contractId);
    return contract ? [{ tag, contract }] : [];
  });
}

/** Several tags by id (one BatchGetItem per 100), in no particular order; missing ones are left out. */
export async function getTags(ids: readonly number[]): Promise<TagRecord[]> {
  return parseTags(
    await batchGetAll(
      [...new Set(ids)].map((id) => keys.deviceTag(id)),
      { consistent: true },
    ),
  );
}
