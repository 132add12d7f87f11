import { contractRowSchema, ITEM_SHEET_FIELDS, tagRowSchema, type ItemSheet } from '@sddp/shared';
import * as z from 'zod/mini';
import { keys } from '#kit/db/keys';

/** An equipment purchase contract as stored (docs/data-model.md "Pump catalogue and device administration"): its list row. */
export const contractRecordSchema = z.extend(contractRowSchema, {
  handedOverAt: z._default(z.string(), ''),
  handedOverBy: z._default(z.string(), ''),
});
export type ContractRecord = z.infer<typeof contractRecordSchema>;

const sheetSchema = z.object(
  Object.fromEntries(ITEM_SHEET_FIELDS.map((field) => [field, z._default(z.string(), '')])) as Record<
    (typeof ITEM_SHEET_FIELDS)[number],
    z.ZodMiniDefault<z.ZodMiniString>
  >,
);

/** A tag number with its item data sheet; completeness is derived from the sheet, not stored. */
export const tagRecordSchema = z.extend(z.omit(tagRowSchema, { completeness: true }), { sheet: sheetSchema });
export type TagRecord = z.infer<typeof tagRecordSchema>;

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
