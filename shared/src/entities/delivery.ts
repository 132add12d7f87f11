import * as z from 'zod/mini';
import { isCalendarDate } from '../validators/calendar-date';
import { requiredText } from '../validators/common';

/**
 * Digital delivery (issue 29): what each factory object class of a project requires per tag, and the
 * arithmetic that turns what was delivered and reviewed into completeness. Server and web read the same
 * rules; the server enforces them.
 */

export const PROPERTY_TYPES = ['text', 'number', 'date', 'choice'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** Where a tag's delivery stands as a whole: being filled, waiting for review, accepted, or sent back. */
export const DELIVERY_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The largest document a supplier uploads, per file. */
export const DOCUMENT_MAX_BYTES = 200 * 1024 * 1024;

export const DELIVERY_LIMITS = {
  propertiesPerClass: 100,
  documentTypesPerClass: 30,
  choicesPerProperty: 50,
  extensionsPerDocument: 20,
  keyMax: 40,
  nameMax: 100,
  unitMax: 20,
  choiceMax: 100,
  /** A text value; a number, a date or a choice is far shorter. */
  valueMax: 500,
} as const;

/** A property or document key: what a workbook column and the stored values are named by. */
const KEY_PATTERN = /^[a-z][a-zA-Z0-9]*$/;
const key = requiredText('validation.delivery.key', DELIVERY_LIMITS.keyMax).check(
  z.regex(KEY_PATTERN, { error: 'validation.delivery.key' }),
);
const name = requiredText('validation.delivery.name', DELIVERY_LIMITS.nameMax);

/** A property a tag of the class must (or may) carry: e.g. rated power, a number in kW. */
export const requiredPropertySchema = z
  .object({
    key,
    nameZh: name,
    nameEn: name,
    type: z.enum(PROPERTY_TYPES),
    /** Numbers only: the unit the value is given in, shown beside the field. */
    unit: z.optional(z.string().check(z.trim(), z.maxLength(DELIVERY_LIMITS.unitMax))),
    /** Choices only: the values a supplier picks from. */
    choices: z.optional(
      z.array(requiredText('validation.delivery.choice', DELIVERY_LIMITS.choiceMax)).check(z.maxLength(DELIVERY_LIMITS.choicesPerProperty)),
    ),
    required: z.boolean(),
  })
  .check(
    z.superRefine((property, ctx) => {
      if (property.type === 'choice' && (property.choices ?? []).length === 0)
        ctx.addIssue({ code: 'custom', path: ['choices'], message: 'validation.delivery.choices' });
      if (property.type !== 'choice' && property.choices !== undefined)
        ctx.addIssue({ code: 'custom', path: ['choices'], message: 'validation.delivery.choicesOnlyForChoice' });
      if (property.type !== 'number' && property.unit)
        ctx.addIssue({ code: 'custom', path: ['unit'], message: 'validation.delivery.unitOnlyForNumber' });
      if (new Set(property.choices ?? []).size !== (property.choices ?? []).length)
        ctx.addIssue({ code: 'custom', path: ['choices'], message: 'validation.delivery.choicesRepeated' });
    }),
  );
export type RequiredProperty = z.infer<typeof requiredPropertySchema>;

/** A document type a tag of the class must (or may) have: e.g. the general arrangement drawing, as PDF or DWG. */
export const requiredDocumentSchema = z.object({
  key,
  nameZh: name,
  nameEn: name,
  /** Accepted file extensions, lower case without the dot. */
  extensions: z
    .array(
      z
        .string()
        .check(
          z.trim(),
          z.toLowerCase(),
          z.maxLength(10, { error: 'validation.delivery.extension' }),
          z.regex(/^[a-z0-9]{1,10}$/, { error: 'validation.delivery.extension' }),
        ),
    )
    .check(z.minLength(1, { error: 'validation.delivery.extensions' }), z.maxLength(DELIVERY_LIMITS.extensionsPerDocument)),
  required: z.boolean(),
});
export type RequiredDocument = z.infer<typeof requiredDocumentSchema>;

/** What one factory object class of a project requires of every tag of that class. */
export const classRequirementsFields = z
  .object({
    properties: z.array(requiredPropertySchema).check(z.maxLength(DELIVERY_LIMITS.propertiesPerClass)),
    documents: z.array(requiredDocumentSchema).check(z.maxLength(DELIVERY_LIMITS.documentTypesPerClass)),
  })
  .check(
    z.superRefine((requirements, ctx) => {
      // One namespace for both lists: a workbook row and a stored value name their item by key alone.
      const seen = new Set<string>();
      const check = (list: 'properties' | 'documents') =>
        requirements[list].forEach((item, index) => {
          if (seen.has(item.key)) ctx.addIssue({ code: 'custom', path: [list, index, 'key'], message: 'validation.delivery.keyRepeated' });
          seen.add(item.key);
        });
      check('properties');
      check('documents');
    }),
  );
export type ClassRequirements = z.infer<typeof classRequirementsFields>;

/** Why a delivered value is refused: a catalogue key under validation.delivery. */
export type ValueProblem =
  | 'validation.delivery.valueRequired'
  | 'validation.delivery.notANumber'
  | 'validation.delivery.notADate'
  | 'validation.delivery.notAChoice'
  | 'validation.delivery.valueTooLong';

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * A value as typed into the form or a workbook cell, read against its property: the stored form (a number
 * without its noise, a date as yyyy-MM-dd, a choice exactly as offered), '' for an optional value left
 * empty, or why it is refused.
 */
export function readPropertyValue(property: RequiredProperty, raw: string): { value: string } | { problem: ValueProblem } {
  const given = raw.trim();
  if (given === '') return property.required ? { problem: 'validation.delivery.valueRequired' } : { value: '' };
  if (given.length > DELIVERY_LIMITS.valueMax) return { problem: 'validation.delivery.valueTooLong' };
  switch (property.type) {
    case 'text':
      return { value: given };
    case 'number': {
      const plain = given.replace(/,/g, '');
      const number = Number(plain);
      return DECIMAL.test(plain) && Number.isFinite(number) ? { value: String(number) } : { problem: 'validation.delivery.notANumber' };
    }
    case 'date':
      return isCalendarDate(given) ? { value: given } : { problem: 'validation.delivery.notADate' };
    case 'choice':
      return (property.choices ?? []).includes(given) ? { value: given } : { problem: 'validation.delivery.notAChoice' };
  }
}

/** Where one required item of a tag stands. */
export type ItemState = 'missing' | 'delivered' | 'approved' | 'rejected';

export interface DeliveryCounts {
  /** Required items (properties and documents) of the tag's class. */
  required: number;
  /** Required items with a value or a document, whatever their review. */
  delivered: number;
  approved: number;
  rejected: number;
}

/** How many items (properties and documents) a class requires of every tag. */
export const requiredItemCount = (requirements: ClassRequirements): number =>
  [...requirements.properties, ...requirements.documents].filter((item) => item.required).length;

/** Counts the required items of a class by their state; items the class does not require are not counted. */
export function countDelivery(requirements: ClassRequirements, stateOf: (key: string) => ItemState): DeliveryCounts {
  const keys = [...requirements.properties, ...requirements.documents].filter((item) => item.required).map((item) => item.key);
  const states = keys.map(stateOf);
  return {
    required: keys.length,
    delivered: states.filter((state) => state !== 'missing').length,
    approved: states.filter((state) => state === 'approved').length,
    rejected: states.filter((state) => state === 'rejected').length,
  };
}

/** Adds counts up (a contract of its tags, a supplier of its contracts, a project of its suppliers). */
export const addCounts = (counts: readonly DeliveryCounts[]): DeliveryCounts =>
  counts.reduce(
    (sum, next) => ({
      required: sum.required + next.required,
      delivered: sum.delivered + next.delivered,
      approved: sum.approved + next.approved,
      rejected: sum.rejected + next.rejected,
    }),
    { required: 0, delivered: 0, approved: 0, rejected: 0 },
  );

/** Completeness in whole per cent: approved required items of all required; 100 when nothing is required. */
export const completeness = (counts: DeliveryCounts): number =>
  counts.required === 0 ? 100 : Math.floor((100 * counts.approved) / counts.required);
