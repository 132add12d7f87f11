import type { ReviewQueueRow } from '@sddp/shared';
import { getContracts, getTags } from '#entities/device';
import type { QueueEntry } from './review-queue';

/** Queue entries as the queue lists them, with their tags' and contracts' numbers (two batch reads); a tag gone meanwhile is left out. */
export async function queueRows(entries: readonly QueueEntry[]): Promise<ReviewQueueRow[]> {
  const [tags, contracts] = await Promise.all([
    getTags(entries.map((entry) => entry.tagId)),
    getContracts([...new Set(entries.map((entry) => entry.contractId))]),
  ]);
  const tagById = new Map(tags.map((tag) => [tag.id, tag]));
  const contractById = new Map(contracts.map((contract) => [contract.id, contract]));
  return entries.flatMap((entry): ReviewQueueRow[] => {
    const tag = tagById.get(entry.tagId);
    const contract = contractById.get(entry.contractId);
    if (!tag || !contract) return [];
    return [
      {
        tagId: tag.id,
        tagNumber: tag.tagNumber,
        itemName: tag.itemName,
        classCode: tag.classCode,
        contractId: contract.id,
        contractNo: contract.contractNo,
        projectId: contract.projectId,
        supplierName: contract.supplierName,
        step: entry.step,
        submittedAt: entry.submittedAt,
      },
    ];
  });
}
