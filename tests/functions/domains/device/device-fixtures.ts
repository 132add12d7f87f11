import { writeContracts, type NewContract, type NewTag } from '#domains/device/data/device-writes';
import { nextId } from '#kit/db/ids';
import { demoPump } from '#local/demo/pump-demo';

/** A project id no other test uses (contracts name projects by id; reports filter by it). */
export const freshProjectId = () => nextId('project', 900_000);

let tagSeries = 0;
/** Tag numbers unique within the test run: P-<n>A. */
export const freshTagNumber = () => `P-${Date.now() % 100_000}${++tagSeries}A`;

/** A tag on demo catalogue pump `index` (0-based: its id is index + 1), or another item when index is undefined. */
export function tagOn(index?: number, overrides: Partial<NewTag> = {}): NewTag {
  const pump = index === undefined ? undefined : demoPump(index);
  return {
    tagNumber: freshTagNumber(),
    itemName: pump?.name ?? '电动葫芦',
    pumpId: pump?.id ?? 0,
    equipmentType: pump?.type ?? 0,
    quantity: 1,
    ...overrides,
  };
}

export function contractPlan(projectId: number, supplierId: number, tags: NewTag[], overrides: Partial<NewContract> = {}): NewContract {
  return {
    projectId,
    projectName: `项目${projectId}`,
    supplierId,
    supplierName: `供应商${supplierId}`,
    contractNo: `C-${projectId}-${supplierId}-${++tagSeries}`,
    contractName: '机泵采购',
    tags,
    ...overrides,
  };
}

export const createContracts = (plans: NewContract[]) => writeContracts(plans);
