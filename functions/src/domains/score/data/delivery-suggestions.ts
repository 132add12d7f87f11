import { completeness, formatBeijingDateTime, requiredItemCount, type SuggestedScores } from '@sddp/shared';
import { allContracts } from '#entities/device';
import { classifiedTagsOf, getRollup, getRollups, listClassRequirements, requiredOf, rollupKey } from '#entities/tag-delivery';

/**
 * Timeliness and completeness of one supplier in one project, from the delivery roll-ups (no tag is read):
 * the supplier's roll-up and the project's requirements give completeness; its contracts' roll-ups and
 * due dates give timeliness — of the tags of contracts past their due date, and those already submitted
 * on the others, the share first submitted by the due date.
 */
export async function suggestedScores(supplierId: number, projectId: number, now = new Date()): Promise<SuggestedScores> {
  const scope = (contractId: number) => ({ projectId, contractId, supplierId });
  const contracts = (await allContracts()).filter(
    (contract) => contract.projectId === projectId && contract.supplierId === supplierId && contract.dueDate !== '',
  );
  const [supplier, requirements, rollups] = await Promise.all([
    getRollup(rollupKey.supplier(scope(0))),
    listClassRequirements(projectId),
    getRollups(contracts.map((contract) => rollupKey.contract(scope(contract.id)))),
  ]);
  const required = requiredOf(supplier, new Map(requirements.map((record) => [record.classCode, requiredItemCount(record)])));
  const today = formatBeijingDateTime(now.toISOString()).slice(0, 10);
  let due = 0;
  let onTime = 0;
  contracts.forEach((contract, index) => {
    const rollup = rollups[index]!;
    due += contract.dueDate < today ? classifiedTagsOf(rollup) : rollup.everSubmittedTags;
    onTime += rollup.onTimeTags;
  });
  const counts = { required, delivered: supplier.delivered, approved: supplier.approved, rejected: supplier.rejected };
  return {
    score1: due > 0 ? { value: Math.floor((100 * onTime) / due), onTime, due } : null,
    score3: required > 0 ? { value: completeness(counts), approved: supplier.approved, required } : null,
  };
}
