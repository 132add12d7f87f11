import * as z from 'zod/mini';
import { LIMITS } from '../constants';
import { PUMP_MEDIA, PUMP_TYPES } from '../entities/device';
import { isCalendarDate } from './calendar-date';
import { id, pageQuery, recordVersion, requiredText, text, wholeNumber } from './common';

/** The largest flow (m³/h) or head (m) a duty point may ask for: far above any process pump. */
export const DUTY_MAX = 100_000;
const DECIMAL = /^\d{1,6}(\.\d{1,3})?$/;

/**
 * A positive decimal of at most three places (flow, head): a JSON number or a query string of digits,
 * read strictly like `wholeNumber` ('1e3', ' 1', '+1' are refused).
 */
export const positiveDecimal = (message = 'validation.device.positiveNumber') => {
  const inRange = z.number({ error: message }).check(z.gt(0, { error: message }), z.lte(DUTY_MAX, { error: message }));
  const digits = z.pipe(
    z.pipe(z.string().check(z.maxLength(10, { error: message }), z.regex(DECIMAL, { error: message })), z.transform(Number)),
    inRange,
  );
  return z.union([inRange, digits], { error: message });
};

const codeOf = (values: readonly number[], message: string) => wholeNumber(Math.min(...values), Math.max(...values), message);

/** GET /device/list_dongshebei: type and medium of spec §3, and the duty point asked (both optional). */
export const pumpListInput = z.extend(pageQuery, {
  bengType: z.optional(codeOf(PUMP_TYPES, 'validation.device.bengType')),
  jiezhi: z.optional(codeOf(PUMP_MEDIA, 'validation.device.jiezhi')),
  liuliang: z.optional(positiveDecimal()),
  yangcheng: z.optional(positiveDecimal()),
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
export const weihaoText = requiredText('validation.device.weihaoRequired', DEVICE_LIMITS.weihaoMax).check(
  z.regex(WEIHAO_PATTERN, {
    error: 'validation.device.weihaoFormat',
  }),
);
export const contractNoText = requiredText('validation.device.contractNoRequired', DEVICE_LIMITS.contractNoMax);
export const contractNameText = requiredText('validation.device.contractNameRequired', DEVICE_LIMITS.contractNameMax);
export const itemNameText = requiredText('validation.device.itemNameRequired', DEVICE_LIMITS.itemNameMax);
export const quantityNumber = wholeNumber(1, DEVICE_LIMITS.quantityMax, 'validation.device.quantity');

const sheetText = z._default(text(DEVICE_LIMITS.sheetFieldMax), '');

/** A due date: a calendar day as yyyy-MM-dd, or '' for none. */
export const dueDateText = z._default(
  text(10).check(z.refine((value) => value === '' || isCalendarDate(value), { error: 'validation.device.dueDate' })),
  '',
);

/** A code of the project's breakdown (main item or factory object class); '' for "not set". */
export const breakdownCodeText = z._default(text(LIMITS.auditCodeMax), '');

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
  remark: z._default(text(DEVICE_LIMITS.remarkMax), ''),
  mainItemCode: breakdownCodeText,
  classCode: breakdownCodeText,
});
export type ItemUpdateInput = z.output<typeof itemUpdateInput>;
