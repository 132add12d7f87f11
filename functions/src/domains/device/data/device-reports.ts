import type { SheetCompletenessRow, SupplierVolumeRow, TagsByTypeRow } from '@sddp/shared';
import { allContracts, completenessOf, type ContractRecord, type TagRecord, allTags } from '#entities/device';
import { getRollups, requiredPerClassOf, rollupKey, summariseRollups } from '#entities/tag-delivery';

/**
 * The three device reports, computed from the contract and tag partitions (docs/data-model.md D1, D2):
 * both are read whole, so a report costs the tags of the platform (thousands: a few read units each).
 */
async function readAll(projectId?: number): Promise<{ contracts: ContractRecord[]; tags: TagRecord[] }> {
  const [contracts, tags] = await Promise.all([allContracts(), allTags()]);
  const inScope = <T extends { projectId: number }>(rows: T[]) =>
    projectId === undefined ? rows : rows.filter((row) => row.projectId === projectId);
  const live = new Set(contracts.map((contract) => contract.id));
  return { contracts: inScope(contracts), tags: inScope(tags).filter((tag) => live.has(tag.contractId)) };
}

const grouped = <T, K>(rows: readonly T[], keyOf: (row: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
};

/** Report 1: tag numbers per project and equipment type (0: items outside the catalogue). */
export async function tagsByType(projectId?: number): Promise<TagsByTypeRow[]> {
  const { contracts, tags } = await readAll(projectId);
  const projectNames = new Map(contracts.map((contract) => [contract.projectId, contract.projectName]));
  return [...grouped(tags, (tag) => `${tag.projectId}#${tag.equipmentType}`).values()]
    .map((group) => ({
      projectId: group[0]!.projectId,
      projectName: projectNames.get(group[0]!.projectId) ?? '',
      equipmentType: group[0]!.equipmentType,
      tags: group.length,
    }))
    .sort((a, b) => a.projectId - b.projectId || a.equipmentType - b.equipmentType);
}

const supplierNames = (contracts: readonly ContractRecord[]) =>
  new Map(contracts.map((contract) => [contract.supplierId, contract.supplierName]));

/**
 * Each supplier's delivery across the projects it has contracts in (issue 29): its supplier roll-up in each,
 * one BatchGet for all, with each project's requirements (one Query per project); no tag record is read.
 */
async function supplierDeliveries(contracts: readonly ContractRecord[]) {
  const pairs = [...new Map(contracts.map((contract) => [`${contract.projectId}#${contract.supplierId}`, contract])).values()];
  const projectIds = [...new Set(pairs.map((contract) => contract.projectId))];
  const [rollups, requirements] = await Promise.all([
    getRollups(
      pairs.map((contract) => rollupKey.supplier({ projectId: contract.projectId, contractId: 0, supplierId: contract.supplierId })),
    ),
    Promise.all(projectIds.map((id) => requiredPerClassOf(id))),
  ]);
  const requiredIn = new Map(projectIds.map((id, index) => [id, requirements[index]!]));
  const parts = grouped(
    pairs.map((contract, index) => ({
      supplierId: contract.supplierId,
      rollup: rollups[index]!,
      requiredPerClass: requiredIn.get(contract.projectId)!,
    })),
    (part) => part.supplierId,
  );
  return (supplierId: number) => summariseRollups(parts.get(supplierId) ?? []);
}

/**
 * Report 2: contracts, tag numbers and contracts handed over to DHMC per supplier, most tags first, with
 * its delivery completeness and on-time share of first submissions.
 */
export async function supplierVolumes(projectId?: number): Promise<SupplierVolumeRow[]> {
  const { contracts, tags } = await readAll(projectId);
  const tagsBySupplier = grouped(tags, (tag) => tag.supplierId);
  const deliveryOf = await supplierDeliveries(contracts);
  return [...grouped(contracts, (contract) => contract.supplierId).entries()]
    .map(([supplierId, own]) => {
      const delivery = deliveryOf(supplierId);
      return {
        supplierId,
        supplierName: own[0]!.supplierName,
        contracts: own.length,
        tags: tagsBySupplier.get(supplierId)?.length ?? 0,
        handedOver: own.filter((contract) => contract.handedOverAt !== '').length,
        deliveryCompleteness: delivery.completeness,
        onTimeShare: delivery.onTimeShare,
      };
    })
    .sort((a, b) => b.tags - a.tags || a.supplierId - b.supplierId);
}

/** Report 3: item data sheets per supplier, how many are complete and the average fill, least complete first. */
export async function sheetCompleteness(projectId?: number): Promise<SheetCompletenessRow[]> {
  const { contracts, tags } = await readAll(projectId);
  const names = supplierNames(contracts);
  return [...grouped(tags, (tag) => tag.supplierId).entries()]
    .map(([supplierId, own]) => {
      const filled = own.map((tag) => completenessOf(tag.sheet));
      return {
        supplierId,
        supplierName: names.get(supplierId) ?? '',
        items: own.length,
        complete: filled.filter((value) => value === 100).length,
        averageCompleteness: Math.round(filled.reduce((sum, value) => sum + value, 0) / own.length),
      };
    })
    .sort((a, b) => a.averageCompleteness - b.averageCompleteness || a.supplierId - b.supplierId);
}
