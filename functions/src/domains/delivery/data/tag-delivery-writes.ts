import type { ClassRequirements } from '@sddp/shared';
import type { ContractRecord, TagRecord } from '#entities/device';
import {
  addDeltas,
  countsDelta,
  getTagDelivery,
  rollupUpdates,
  tagDeliveryKey,
  type RollupDelta,
  type TagDeliveryRecord,
} from '#entities/tag-delivery';
import { tableName } from '#kit/db/client';
import { cancellationCodes, isConditionFailure } from '#kit/db/conditions';
import { transactWrite, type TransactItem } from '#kit/db/transact';
import { staleEdit } from '#kit/errors';
import { nowIso } from '#kit/time';
import { countsOf, reviewedItems } from './item-states';
import { workbookImportBusy, workbookUnlocked } from './workbook-lock';

/** A tag's delivery before anything was saved: nothing delivered, version 0. */
export const emptyDelivery = (tag: TagRecord, contract: ContractRecord): TagDeliveryRecord => ({
  projectId: contract.projectId,
  contractId: contract.id,
  supplierId: contract.supplierId,
  tagId: tag.id,
  classCode: tag.classCode,
  values: {},
  files: {},
  items: {},
  status: 'draft',
  counts: { required: 0, delivered: 0, approved: 0, rejected: 0 },
  submittedAt: '',
  firstSubmittedAt: '',
  firstOnTime: false,
  reviewStep: '',
  reviewers: [],
  reviewed: { values: {}, revisions: {} },
  version: 0,
  updateTime: '',
  updatedBy: '',
});

/** The tag's record as stored, or the empty one of version 0. */
export const readDeliveryOf = (tag: TagRecord, contract: ContractRecord, stored: TagDeliveryRecord | undefined) =>
  stored ?? emptyDelivery(tag, contract);

export const readDelivery = async (tag: TagRecord, contract: ContractRecord) =>
  readDeliveryOf(tag, contract, await getTagDelivery(contract.projectId, contract.id, tag.id));

/** What the record's status adds to the tag counts of the roll-ups. */
const statusTags = (status: TagDeliveryRecord['status']): RollupDelta => ({
  submittedTags: status === 'submitted' ? 1 : 0,
  approvedTags: status === 'approved' ? 1 : 0,
});
const minus = (delta: RollupDelta): RollupDelta => ({
  submittedTags: -(delta.submittedTags ?? 0),
  approvedTags: -(delta.approvedTags ?? 0),
});
/** A tag's first submission counts once towards timeliness, on time or not. */
const firstSubmission = (before: TagDeliveryRecord, after: TagDeliveryRecord): RollupDelta =>
  !before.firstSubmittedAt && after.firstSubmittedAt ? { everSubmittedTags: 1, onTimeTags: after.firstOnTime ? 1 : 0 } : {};

/**
 * The record after a change of what is delivered: every item's review and the counts are made again
 * against the class's requirements now.
 */
export function recounted(
  before: TagDeliveryRecord,
  change: Pick<TagDeliveryRecord, 'values' | 'files'> &
    Partial<
      Pick<
        TagDeliveryRecord,
        'status' | 'submittedAt' | 'firstSubmittedAt' | 'firstOnTime' | 'items' | 'reviewStep' | 'reviewers' | 'reviewed'
      >
    >,
  requirements: ClassRequirements,
  by: string,
): TagDeliveryRecord {
  const items = change.items ?? reviewedItems(requirements, before, change);
  return {
    ...before,
    ...change,
    items,
    counts: countsOf(requirements, items),
    version: before.version + 1,
    updateTime: nowIso(),
    updatedBy: by,
  };
}

/**
 * Writes the record on the version it was read at (absent for version 0), with what it moves in the
 * contract's, the supplier's and the project's roll-ups, in one transaction: a writer that read an older
 * version is refused (409 with the record as stored) and nothing is counted twice; while a workbook
 * import holds the contract, every write waits for it (409 "an import is running").
 */
export async function writeDelivery(before: TagDeliveryRecord, after: TagDeliveryRecord, extra: TransactItem[] = []): Promise<void> {
  const scope = { projectId: after.projectId, contractId: after.contractId, supplierId: after.supplierId };
  const delta = addDeltas(
    countsDelta(before.counts, after.counts),
    minus(statusTags(before.status)),
    statusTags(after.status),
    firstSubmission(before, after),
  );
  const rollups = rollupUpdates(scope, delta);
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: { ...tagDeliveryKey(after), kind: 'TagDelivery', ...after },
          ...(before.version === 0
            ? { ConditionExpression: 'attribute_not_exists(pk)' }
            : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': before.version } }),
        },
      },
      ...rollups,
      workbookUnlocked(after.contractId),
      ...extra,
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (cancellationCodes(error)?.[1 + rollups.length] === 'ConditionalCheckFailed') throw workbookImportBusy();
    throw staleEdit(await getTagDelivery(after.projectId, after.contractId, after.tagId));
  }
}
