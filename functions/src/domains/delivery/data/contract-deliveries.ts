import type { ClassRequirements } from '@sddp/shared';
import { tagsOfContract, type ContractRecord, type TagRecord } from '#entities/device';
import { getBreakdown } from '#entities/project-breakdown';
import { listClassRequirements, tagDeliveriesOfContract, type TagDeliveryRecord } from '#entities/tag-delivery';
import { readDeliveryOf } from './tag-delivery-writes';

/** A contract's tags with their class's name and requirements and what is delivered for each (its workbook's rows). */
export interface ContractDeliveries {
  contract: ContractRecord;
  tags: Array<{ tag: TagRecord; className: string; requirements: ClassRequirements | undefined; record: TagDeliveryRecord }>;
}

/** Four reads whatever the contract's size: its tags, their deliveries, the project's requirements and breakdown. */
export async function contractDeliveries(contract: ContractRecord): Promise<ContractDeliveries> {
  const [tags, records, stored, breakdown] = await Promise.all([
    tagsOfContract(contract.id),
    tagDeliveriesOfContract(contract.projectId, contract.id),
    listClassRequirements(contract.projectId),
    getBreakdown(contract.projectId),
  ]);
  const requirements = new Map(stored.map((record) => [record.classCode, { properties: record.properties, documents: record.documents }]));
  const names = new Map(breakdown.classes.map((entry) => [entry.code, entry.name]));
  return {
    contract,
    tags: tags.map((tag) => ({
      tag,
      className: names.get(tag.classCode) ?? '',
      requirements: tag.classCode ? requirements.get(tag.classCode) : undefined,
      record: readDeliveryOf(tag, contract, records.get(tag.id)),
    })),
  };
}
