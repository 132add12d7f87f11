import * as z from 'zod/mini';
import { contractRowSchema, ITEM_SHEET_FIELDS, type ItemSheet } from '@sddp/shared';
import { readingEarlierNames } from '#kit/db/earlier-names';
import { keys } from '#kit/db/keys';

/** An equipment purchase contract as stored (docs/data-model.md "Pump catalogue and device administration"): its list row. */
export const contractRecordSchema = z.extend(contractRowSchema, {
  handedOverAt: z._default(z.string(), ''),
  handedOverBy: z._default(z.string(), ''),
  /** Contracts stored before issue 29 have no delivery terms. */
  dueDate: z._default(z.string(), ''),
  contractorId: z._default(z.number(), 0),
  contractorName: z._default(z.string(), ''),
});
export type ContractRecord = z.infer<typeof contractRecordSchema>;

const sheetSchema = z.object(
  Object.fromEntries(ITEM_SHEET_FIELDS.map((field) => [field, z._default(z.string(), '')])) as Record<
    (typeof ITEM_SHEET_FIELDS)[number],
    z.ZodMiniDefault<z.ZodMiniString>
  >,
);

const tagFieldsSchema = z.object({
  id: z.number(),
  contractId: z.number(),
  contractNo: z.string(),
  projectId: z.number(),
  supplierId: z.number(),
  /** 位号 (the wire's `weihao`), e.g. P-1101A. */
  tagNumber: z.string(),
  itemName: z.string(),
  /** The catalogue pump, 0 for another item. */
  pumpId: z.number(),
  /** The pump's type, 0 for an item that is not a catalogue pump. */
  equipmentType: z.number(),
  quantity: z.number(),
  /** Tags stored before issue 29 have neither: "not set". */
  mainItemCode: z._default(z.string(), ''),
  classCode: z._default(z.string(), ''),
  sheet: sheetSchema,
  createTime: z.string(),
  version: z.number(),
});

/**
 * A tag number with its item data sheet; completeness is derived from the sheet, not stored. Tags
 * stored before the server spoke English hold the tag number as `weihao`.
 */
export const tagRecordSchema = readingEarlierNames(tagFieldsSchema, { weihao: 'tagNumber' });
export type TagRecord = z.infer<typeof tagFieldsSchema>;

/** Filled item-sheet fields, in whole per cent. */
export const completenessOf = (sheet: ItemSheet) =>
  Math.round((100 * ITEM_SHEET_FIELDS.filter((field) => sheet[field].trim() !== '').length) / ITEM_SHEET_FIELDS.length);

export const contractItem = (contract: ContractRecord) => ({
  ...keys.deviceContract(contract.id),
  kind: 'DeviceContract',
  gsi1pk: keys.allDeviceContracts(),
  gsi1sk: keys.deviceContractSortKey(contract.id),
  ...contract,
});

export const tagItem = (tag: TagRecord) => ({
  ...keys.deviceTag(tag.id),
  kind: 'DeviceTag',
  gsi1pk: keys.allDeviceTags(),
  gsi1sk: keys.deviceTagSortKey(tag.contractId, tag.id),
  ...(tag.pumpId > 0 ? { gsi2pk: keys.tagsOfPump(tag.pumpId), gsi2sk: keys.deviceTagSortKey(tag.contractId, tag.id) } : {}),
  ...tag,
});

export const emptySheet = (): ItemSheet => Object.fromEntries(ITEM_SHEET_FIELDS.map((field) => [field, ''])) as ItemSheet;

/** What a new contract is: its project and supplier (by id and by name) and its number and name. */
export type ContractFields = Pick<
  ContractRecord,
  'projectId' | 'projectName' | 'supplierId' | 'supplierName' | 'contractNo' | 'contractName'
>;

/** The fields of a contract of `project` with `supplier`, as the dialog and the import both make it. */
export const contractFieldsOf = (
  project: { id: number; projectName: string },
  supplier: { id: number; orgName: string },
  named: Pick<ContractRecord, 'contractNo' | 'contractName'>,
): ContractFields => ({
  projectId: project.id,
  projectName: project.projectName,
  supplierId: supplier.id,
  supplierName: supplier.orgName,
  contractNo: named.contractNo,
  contractName: named.contractName,
});

/** A new contract: not handed over, holding `tagCount` tag numbers. */
export const newContractRecord = (id: number, fields: ContractFields, createTime: string, tagCount = 0): ContractRecord => ({
  id,
  ...fields,
  tagCount,
  handedOverAt: '',
  handedOverBy: '',
  dueDate: '',
  contractorId: 0,
  contractorName: '',
  createTime,
  version: 1,
});

/** What a new tag number says of itself; its contract gives the rest. */
export type TagFields = Pick<TagRecord, 'tagNumber' | 'itemName' | 'pumpId' | 'equipmentType' | 'quantity'> &
  Partial<Pick<TagRecord, 'mainItemCode' | 'classCode'>>;

/** A new tag number of `contract`, its item data sheet empty. */
export const newTagRecord = (id: number, contract: ContractRecord, fields: TagFields, createTime: string): TagRecord => ({
  id,
  contractId: contract.id,
  contractNo: contract.contractNo,
  projectId: contract.projectId,
  supplierId: contract.supplierId,
  mainItemCode: '',
  classCode: '',
  ...fields,
  sheet: emptySheet(),
  createTime,
  version: 1,
});
