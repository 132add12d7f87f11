import * as z from 'zod';
import { PUMP_MEDIA, PUMP_TYPES } from '../entities/device';
import { id, pageQuery, recordVersion, requiredText, text, wholeNumber } from './common';

/** The largest flow (m³/h) or head (m) a duty point may ask for: far above any process pump. */
export const DUTY_MAX = 100_000;
const DECIMAL = /^\d{1,6}(\.\d{1,3})?$/;

/**
 * A positive decimal of at most three places (flow, head): a JSON number or a query string of digits,
 * read strictly like `wholeNumber` ('1e3', ' 1', '+1' are refused).
 */
export const positiveDecimal = (message = 'validation.device.positiveNumber') => {
  const inRange = z.number({ error: message }).gt(0, { error: message }).max(DUTY_MAX, { error: message });
  const digits = z.string().max(10, { error: message }).regex(DECIMAL, { error: message }).transform(Number).pipe(inRange);
  return z.union([inRange, digits], { error: message });
};

const codeOf = (values: readonly number[], message: string) => wholeNumber(Math.min(...values), Math.max(...values), message);

/** GET /device/list_dongshebei: type and medium of spec §3, and the duty point asked (both optional). */
export const pumpListInput = pageQuery.extend({
  bengType: codeOf(PUMP_TYPES, 'validation.device.bengType').optional(),
  jiezhi: codeOf(PUMP_MEDIA, 'validation.device.jiezhi').optional(),
  liuliang: positiveDecimal().optional(),
  yangcheng: positiveDecimal().optional(),
});
export type PumpListInput = z.output<typeof pumpListInput>;

export const DEVICE_LIMITS = {
  contractNoMax: 50,
  contractNameMax: 100,
  weihaoMax: 30,
  itemNameMax: 100,
  sheetFieldMax: 100,
  remarkMax: 500,
  quantityMax: 10_000,
  /** Rows of one contract workbook. */
  importRowsMax: 2_000,
} as const;

/** A tag number: letters, digits and dashes, e.g. P-1101A. */
export const WEIHAO_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]*$/;
export const weihaoText = requiredText('validation.device.weihaoRequired', DEVICE_LIMITS.weihaoMax).regex(WEIHAO_PATTERN, {
  error: 'validation.device.weihaoFormat',
});
export const contractNoText = requiredText('validation.device.contractNoRequired', DEVICE_LIMITS.contractNoMax);
export const contractNameText = requiredText('validation.device.contractNameRequired', DEVICE_LIMITS.contractNameMax);
export const itemNameText = requiredText('validation.device.itemNameRequired', DEVICE_LIMITS.itemNameMax);
export const quantityNumber = wholeNumber(1, DEVICE_LIMITS.quantityMax, 'validation.device.quantity');

const sheetText = text(DEVICE_LIMITS.sheetFieldMax).default('');

/** POST /device/admin_item_update: the item data sheet, with the version it was opened with. */
export const itemUpdateInput = z.object({
  id: id(),
  version: recordVersion,
  itemName: itemNameText,
  quantity: quantityNumber,
  manufacturer: sheetText,
  model: sheetText,
  material: sheetText,
  designPressure: sheetText,
  designTemperature: sheetText,
  motorPower: sheetText,
  weight: sheetText,
  remark: text(DEVICE_LIMITS.remarkMax).default(''),
});
export type ItemUpdateInput = z.output<typeof itemUpdateInput>;
