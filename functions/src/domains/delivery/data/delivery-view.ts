import { completeness, countDelivery, type ClassRequirements, type TagDelivery } from '@sddp/shared';
import type { ContractRecord, TagRecord } from '#entities/device';
import type { TagDeliveryRecord } from '#entities/tag-delivery';

/** What a class without requirements (or a tag without a class) requires: nothing. */
export const NO_REQUIREMENTS: ClassRequirements = { properties: [], documents: [] };

/**
 * The counts a tag shows: its record's when it has one, else all its class's required items missing, so
 * a tag nobody has touched reads 0 % and not 100 %.
 */
export function tagCounts(record: TagDeliveryRecord | undefined, requirements: ClassRequirements) {
  return record && record.version > 0 ? record.counts : countDelivery(requirements, () => 'missing');
}

/** The tag's form: the class's requirements, what is delivered and each item's review. */
export function deliveryView(
  tag: TagRecord,
  contract: ContractRecord,
  className: string,
  requirements: ClassRequirements,
  record: TagDeliveryRecord,
): TagDelivery {
  const counts = tagCounts(record, requirements);
  const items = Object.fromEntries(
    [...requirements.properties, ...requirements.documents].map(({ key }) => [
      key,
      record.items[key] ?? { state: 'missing' as const, comment: '' },
    ]),
  );
  return {
    tagId: tag.id,
    tagNumber: tag.tagNumber,
    itemName: tag.itemName,
    contractId: contract.id,
    contractNo: contract.contractNo,
    projectId: contract.projectId,
    dueDate: contract.dueDate,
    contractorName: contract.contractorName,
    classCode: tag.classCode,
    className,
    properties: requirements.properties,
    documents: requirements.documents,
    values: record.values,
    files: record.files,
    items,
    status: record.status,
    reviewStep: record.reviewStep,
    reviewed: record.reviewed,
    counts,
    completeness: completeness(counts),
    submittedAt: record.submittedAt,
    version: record.version,
    updateTime: record.updateTime,
  };
}
