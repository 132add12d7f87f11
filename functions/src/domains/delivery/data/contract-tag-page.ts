import { getTags, type ContractRecord, type TagRecord } from '#entities/device';
import { tagDeliveryKey, tagDeliveryRecordSchema, type TagDeliveryRecord } from '#entities/tag-delivery';
import { tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { batchGetAll, queryAll } from '#kit/db/paging';
import { pageOf } from '#kit/list-index';

/** What the list filters and orders a contract's tags by: both fixed once the tag is written. */
interface TagKey {
  id: number;
  tagNumber: string;
}

/** Contracts whose tag numbers this function keeps; the least recently listed goes first. */
const KEPT_CONTRACTS = 64;
const kept = new Map<number, { version: number; tagCount: number; tags: TagKey[] }>();

/**
 * The contract's tag ids and numbers in id order: kept in the function while the contract's version and
 * tag count stand (every tag added or deleted moves both, in its own transaction), else one Query of the
 * tags' gsi1 entries projected to the two (docs/data-model.md D5). A read that does not add up to the
 * tag count (an import still publishing) is answered but not kept.
 */
async function tagKeysOf(contract: ContractRecord): Promise<TagKey[]> {
  const hit = kept.get(contract.id);
  if (hit && hit.version === contract.version && hit.tagCount === contract.tagCount) {
    kept.delete(contract.id);
    kept.set(contract.id, hit);
    return hit.tags;
  }
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
    // Tags stored before the server spoke English hold the number as `weihao`.
    ProjectionExpression: '#id, tagNumber, weihao',
    ExpressionAttributeNames: { '#id': 'id' },
    ExpressionAttributeValues: { ':pk': keys.allDeviceTags(), ':prefix': keys.deviceTagsOfContractPrefix(contract.id) },
  });
  const tags = items.map((item) => ({ id: Number(item.id), tagNumber: String(item.tagNumber ?? item.weihao ?? '') }));
  kept.delete(contract.id);
  if (tags.length === contract.tagCount) {
    kept.set(contract.id, { version: contract.version, tagCount: contract.tagCount, tags });
    if (kept.size > KEPT_CONTRACTS) kept.delete(kept.keys().next().value!);
  }
  return tags;
}

/**
 * One page of a contract's tags (those whose number contains `tagNumber`, any case), in id order, with
 * the total: the page's tags and their deliveries are read by key, so a page costs the same in a contract
 * of 20 tags and of 2,000.
 */
export async function contractTagPage(
  contract: ContractRecord,
  tagNumber: string,
  page: number,
  limit: number,
): Promise<{ tags: TagRecord[]; records: Map<number, TagDeliveryRecord>; total: number }> {
  const needle = tagNumber.trim().toLowerCase();
  const matching = (await tagKeysOf(contract)).filter((tag) => !needle || tag.tagNumber.toLowerCase().includes(needle));
  const { rows, total } = pageOf(matching, page, limit);
  const ids = rows.map((row) => row.id);
  const [tags, records] = await Promise.all([
    getTags(ids),
    batchGetAll(
      ids.map((tagId) => tagDeliveryKey({ projectId: contract.projectId, contractId: contract.id, tagId })),
      { consistent: true },
    ),
  ]);
  const byId = new Map(tags.map((tag) => [tag.id, tag]));
  return {
    tags: ids.flatMap((id) => byId.get(id) ?? []),
    records: new Map(records.map((item) => tagDeliveryRecordSchema.parse(item)).map((record) => [record.tagId, record])),
    total,
  };
}
