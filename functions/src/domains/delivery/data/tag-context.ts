import type { ClassRequirements } from '@sddp/shared';
import type { ContractRecord, TagRecord } from '#entities/device';
import { getBreakdown } from '#entities/project-breakdown';
import { type TagDeliveryRecord, getClassRequirements } from '#entities/tag-delivery';
import { NO_REQUIREMENTS } from './delivery-view';
import { readDelivery } from './tag-delivery-writes';

/** Everything a delivery route of one tag works with: the tag, its contract, its class's requirements and its record. */
export interface TagContext {
  tag: TagRecord;
  contract: ContractRecord;
  className: string;
  requirements: ClassRequirements;
  record: TagDeliveryRecord;
}

export async function tagContext(tag: TagRecord, contract: ContractRecord): Promise<TagContext> {
  const [breakdown, stored, record] = await Promise.all([
    getBreakdown(contract.projectId),
    tag.classCode ? getClassRequirements(contract.projectId, tag.classCode) : undefined,
    readDelivery(tag, contract),
  ]);
  const className = breakdown.classes.find((entry) => entry.code === tag.classCode)?.name ?? '';
  const requirements = stored ? { properties: stored.properties, documents: stored.documents } : NO_REQUIREMENTS;
  return { tag, contract, className, requirements, record };
}
