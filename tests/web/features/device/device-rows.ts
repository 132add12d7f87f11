import type { ContractRow, TagRow } from '@sddp/shared';

/** Contract `id` of the demo's project 8001 and supplier 101, numbered ZH-P-00<id>. */
export const contractRow = (id: number, tagCount: number, version = 3): ContractRow => ({
  id,
  projectId: 8001,
  projectName: '镇海项目',
  supplierId: 101,
  supplierName: '华东泵业有限公司',
  contractNo: `ZH-P-00${id}`,
  contractName: '机泵采购',
  tagCount,
  handedOverAt: '',
  handedOverBy: '',
  dueDate: '',
  contractorId: 0,
  contractorName: '',
  createTime: '2026-03-05T00:09:10.000Z',
  version,
});

/** Tag number P-1101A of contract 1, on catalogue pump 7 (an OH2). */
export const tagRow: TagRow = {
  id: 9,
  contractId: 1,
  contractNo: 'ZH-P-001',
  projectId: 8001,
  supplierId: 101,
  weihao: 'P-1101A',
  itemName: 'OH2-80-250',
  pumpId: 7,
  equipmentType: 7,
  quantity: 2,
  mainItemCode: '',
  classCode: '',
  completeness: 0,
  createTime: '2026-03-05T00:09:10.000Z',
  version: 1,
};
