import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { DELIVERY_STATUSES, documentRevisionSchema, itemReviewSchema } from '@sddp/shared';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { queryAll } from '#kit/db/paging';
import type { TransactItem } from '#kit/db/transact';
import { addDeltas, classMove, rollupUpdates, type RollupDelta, type RollupScope } from './delivery-rollups';

const countsSchema = z.object({ required: z.number(), delivered: z.number(), approved: z.number(), rejected: z.number() });

/**
 * What is delivered for one tag (docs/data-model.md "Digital delivery"): the values typed, the current
 * revision of each document, each required item's review, and the counts the roll-ups hold of it. One
 * item per tag, written whole with a version; absent until the supplier first saves something.
 */
export const tagDeliveryRecordSchema = z.object({
  projectId: z.number(),
  contractId: z.number(),
  supplierId: z.number(),
  tagId: z.number(),
  /** The class the counts were made against. */
  classCode: z.string(),
  values: z.record(z.string(), z.string()),
  files: z.record(z.string(), documentRevisionSchema),
  items: z.record(z.string(), itemReviewSchema),
  status: z.enum(DELIVERY_STATUSES),
  counts: countsSchema,
  submittedAt: z.string(),
  /** The first submission, which timeliness is judged by ('' before it). */
  firstSubmittedAt: z._default(z.string(), ''),
  /** Whether that first submission came by the contract's due date (counted in the roll-ups' onTimeTags). */
  firstOnTime: z._default(z.boolean(), false),
  /** While submitted: the audit role reviewing it now ('91' or '90') and the accounts that may. */
  reviewStep: z._default(z.string(), ''),
  reviewers: z._default(z.array(z.number()), []),
  /** What the last review decided on: the values and each document's revision then. */
  reviewed: z._default(z.object({ values: z.record(z.string(), z.string()), revisions: z.record(z.string(), z.number()) }), {
    values: {},
    revisions: {},
  }),
  version: z.number(),
  updateTime: z.string(),
  updatedBy: z.string(),
});
export type TagDeliveryRecord = z.infer<typeof tagDeliveryRecordSchema>;

export const tagDeliveryKey = (record: Pick<TagDeliveryRecord, 'projectId' | 'contractId' | 'tagId'>) =>
  keys.tagDelivery(record.projectId, record.contractId, record.tagId);

export async function getTagDelivery(projectId: number, contractId: number, tagId: number): Promise<TagDeliveryRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.tagDelivery(projectId, contractId, tagId), ConsistentRead: true }),
  );
  return Item ? tagDeliveryRecordSchema.parse(Item) : undefined;
}

/** The deliveries of a contract's tags: one Query of its prefix in the project's delivery partition. */
export async function tagDeliveriesOfContract(projectId: number, contractId: number): Promise<Map<number, TagDeliveryRecord>> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `DELIVERY#${projectId}`, ':prefix': keys.tagDeliveriesOfContractPrefix(contractId) },
  });
  return new Map(items.map((item) => tagDeliveryRecordSchema.parse(item)).map((record) => [record.tagId, record]));
}

/** What removing a tag takes from the roll-ups: its class and what was delivered for it. */
export function tagRemovalDelta(classCode: string, delivery: TagDeliveryRecord | undefined): RollupDelta {
  const delivered = delivery
    ? {
        delivered: -delivery.counts.delivered,
        approved: -delivery.counts.approved,
        rejected: -delivery.counts.rejected,
        submittedTags: delivery.status === 'submitted' ? -1 : 0,
        approvedTags: delivery.status === 'approved' ? -1 : 0,
        everSubmittedTags: delivery.firstSubmittedAt ? -1 : 0,
        onTimeTags: delivery.firstOnTime ? -1 : 0,
      }
    : {};
  return addDeltas(classMove(classCode, ''), delivered);
}

/** Removing tags of one scope: their delivery items go, and the roll-ups lose them, in the caller's transaction. */
export function tagsRemoval(
  scope: RollupScope,
  tags: readonly { id: number; classCode: string }[],
  deliveries: ReadonlyMap<number, TagDeliveryRecord>,
): TransactItem[] {
  const removed = tags.map((tag) => ({ tag, delivery: deliveries.get(tag.id) }));
  return [
    ...removed.flatMap(({ delivery }) => (delivery ? [{ Delete: { TableName: tableName(), Key: tagDeliveryKey(delivery) } }] : [])),
    ...rollupUpdates(scope, addDeltas(...removed.map(({ tag, delivery }) => tagRemovalDelta(tag.classCode, delivery)))),
  ];
}
