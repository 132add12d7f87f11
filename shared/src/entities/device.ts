import * as z from 'zod/mini';

/** Spec §3 Pump: the equipment types (bengType) and media (jiezhi); labels under `pump.type.*`, `pump.medium.*`. */
export const PUMP_TYPES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const PUMP_MEDIA = [1, 2, 3, 4, 5] as const;
export type PumpType = (typeof PUMP_TYPES)[number];
export type PumpMedium = (typeof PUMP_MEDIA)[number];
/** The catalogue keys of a type's and a medium's label. */
export const pumpTypeLabelKey = (type: number) => `device.pump.type.${type as PumpType}` as const;
export const pumpMediumLabelKey = (medium: number) => `device.pump.medium.${medium as PumpMedium}` as const;

/** A row of the pump catalogue (spec §2.25), in the units of `PUMP_UNITS`. */
export const pumpRowSchema = z.object({
  id: z.number(),
  /** The reference tag number of the data sheet the pump was catalogued from (e.g. P-1101A). */
  weihao: z.string(),
  bengName: z.string(),
  bengType: z.number(),
  bengTypeName: z.string(),
  jiezhi: z.number(),
  liuliang: z.number(),
  yangcheng: z.number(),
  qihuayali: z.number(),
  yacha: z.number(),
  xiaolv: z.number(),
  guankourukou: z.number(),
  /**
   * How far the pump's rated point is above the asked duty point: the Euclidean norm of the relative
   * excesses of flow and head ((Q − q) / q, (H − h) / h), over the values asked. null without a duty point.
   */
  closeness: z.nullable(z.number()),
});
export type PumpRow = z.infer<typeof pumpRowSchema>;

/** A duty point: the flow (m³/h, the wire's `liuliang`) and head (m, `yangcheng`) asked, either optional. */
export interface DutyPoint {
  flow?: number | undefined;
  head?: number | undefined;
}

/**
 * How far a pump's rated point lies above the duty point: the Euclidean norm of the relative excesses
 * of flow and head, each over the value asked (0 is an exact match). Relative, so that 10 % too much
 * flow weighs the same as 10 % too much head whatever the sizes. null without a duty point.
 */
export function dutyCloseness(rated: { flow: number; head: number }, duty: DutyPoint): number | null {
  const parts: number[] = [];
  if (duty.flow !== undefined) parts.push((rated.flow - duty.flow) / duty.flow);
  if (duty.head !== undefined) parts.push((rated.head - duty.head) / duty.head);
  return parts.length === 0 ? null : Math.hypot(...parts);
}

/** The units the catalogue stores and every screen shows. */
export const PUMP_UNITS = {
  liuliang: 'm³/h',
  yangcheng: 'm',
  qihuayali: 'kPa',
  yacha: 'MPa',
  xiaolv: 'kW',
  guankourukou: 'DN',
  speed: 'r/min',
  npshr: 'm',
  efficiency: '%',
} as const;

export const pumpUseSchema = z.object({
  tagId: z.number(),
  weihao: z.string(),
  contractId: z.number(),
  contractNo: z.string(),
  projectId: z.number(),
  projectName: z.string(),
  supplierName: z.string(),
});
export type PumpUse = z.infer<typeof pumpUseSchema>;

/** The pump detail: every catalogue field and the tag numbers (with their contracts) that use this model. */
export const pumpDetailSchema = z.extend(pumpRowSchema, {
  manufacturer: z.string(),
  speed: z.number(),
  npshr: z.number(),
  efficiency: z.number(),
  uses: z.array(pumpUseSchema),
});
export type PumpDetail = z.infer<typeof pumpDetailSchema>;

/** An equipment purchase contract (device administration). */
export const contractRowSchema = z.object({
  id: z.number(),
  projectId: z.number(),
  projectName: z.string(),
  supplierId: z.number(),
  supplierName: z.string(),
  contractNo: z.string(),
  contractName: z.string(),
  tagCount: z.number(),
  /** When the contract's data was handed over to DHMC ('' while not), and by whom. */
  handedOverAt: z.string(),
  handedOverBy: z.string(),
  /** The delivery terms (issue 29): the day the supplier's data is due (yyyy-MM-dd, '' while not set). */
  dueDate: z.string(),
  /** The project's contractor (cbs) whose reviewers the audit matrix names; 0 and '' while not set. */
  contractorId: z.number(),
  contractorName: z.string(),
  createTime: z.string(),
  version: z.number(),
});
export type ContractRow = z.infer<typeof contractRowSchema>;

/** The fields of an item data sheet; completeness counts how many are filled. */
export const ITEM_SHEET_FIELDS = [
  'manufacturer',
  'model',
  'material',
  'designPressure',
  'designTemperature',
  'motorPower',
  'weight',
  'remark',
] as const;
export type ItemSheetField = (typeof ITEM_SHEET_FIELDS)[number];

/** A tag number (位号) of a contract, tied to a catalogue pump (pumpId) or another item (pumpId 0). */
export const tagRowSchema = z.object({
  id: z.number(),
  contractId: z.number(),
  contractNo: z.string(),
  projectId: z.number(),
  supplierId: z.number(),
  weihao: z.string(),
  itemName: z.string(),
  pumpId: z.number(),
  /** The pump's bengType, 0 for an item that is not a catalogue pump. */
  equipmentType: z.number(),
  quantity: z.number(),
  /** The main item (主项) and factory object class of the project's breakdown; '' while not set. */
  mainItemCode: z.string(),
  /** The class decides what the tag's supplier delivers (issue 29). */
  classCode: z.string(),
  /** Filled item-sheet fields, in per cent. */
  completeness: z.number(),
  createTime: z.string(),
  version: z.number(),
});
export type TagRow = z.infer<typeof tagRowSchema>;

export const itemSheetSchema = z.object(
  Object.fromEntries(ITEM_SHEET_FIELDS.map((field) => [field, z.string()])) as Record<ItemSheetField, z.ZodMiniString<string>>,
);
export type ItemSheet = z.infer<typeof itemSheetSchema>;

export const itemInfoSchema = z.extend(tagRowSchema, { sheet: itemSheetSchema });
export type ItemInfo = z.infer<typeof itemInfoSchema>;

/** Report 1: tag numbers per project and equipment type. */
export const tagsByTypeRowSchema = z.object({
  projectId: z.number(),
  projectName: z.string(),
  equipmentType: z.number(),
  tags: z.number(),
});
/** Report 2: contracts, tag numbers and hand-overs per supplier. */
export const supplierVolumeRowSchema = z.object({
  supplierId: z.number(),
  supplierName: z.string(),
  contracts: z.number(),
  tags: z.number(),
  handedOver: z.number(),
  /**
   * Issue 29, from the supplier's delivery roll-ups (summed over the projects in scope): approved of
   * required items, percent rounded down (null while nothing is required), and the share of its submitted
   * tags first submitted by their contract's due date (null before any submission).
   */
  deliveryCompleteness: z.nullable(z.number()),
  onTimeShare: z.nullable(z.number()),
});
/** Report 3: how complete the suppliers' item data sheets are. */
export const sheetCompletenessRowSchema = z.object({
  supplierId: z.number(),
  supplierName: z.string(),
  items: z.number(),
  complete: z.number(),
  averageCompleteness: z.number(),
});
export type TagsByTypeRow = z.infer<typeof tagsByTypeRowSchema>;
export type SupplierVolumeRow = z.infer<typeof supplierVolumeRowSchema>;
export type SheetCompletenessRow = z.infer<typeof sheetCompletenessRowSchema>;
