import { describe, expect, it } from 'vitest';
import {
  addCounts,
  classRequirementsFields,
  completeness,
  countDelivery,
  readPropertyValue,
  requiredItemCount,
  requiredPropertySchema,
  type ClassRequirements,
  type ItemState,
  type RequiredProperty,
} from '@sddp/shared';

const property = (overrides: Partial<RequiredProperty>): RequiredProperty => ({
  key: 'ratedPower',
  nameZh: '额定功率',
  nameEn: 'Rated power',
  type: 'number',
  unit: 'kW',
  required: true,
  ...overrides,
});

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('class requirements', () => {
  it('accepts a number with its unit, a choice with its options and a document with its file types', () => {
    const parsed = classRequirementsFields.parse({
      properties: [property({}), property({ key: 'sealType', type: 'choice', unit: undefined, choices: ['mechanical', 'packing'] })],
      documents: [{ key: 'gaDrawing', nameZh: '总图', nameEn: 'GA drawing', extensions: [' PDF', 'dwg'], required: true }],
    });
    expect(parsed.documents[0]!.extensions).toEqual(['pdf', 'dwg']);
    expect(parsed.properties[1]!.choices).toEqual(['mechanical', 'packing']);
  });

  it('refuses a choice without options, options or a unit where they mean nothing, and a repeated option', () => {
    expect(messagesOf(requiredPropertySchema.safeParse(property({ type: 'choice', unit: undefined })))).toEqual([
      'choices: validation.delivery.choices',
    ]);
    expect(messagesOf(requiredPropertySchema.safeParse(property({ type: 'text', choices: ['a'] })))).toEqual([
      'choices: validation.delivery.choicesOnlyForChoice',
      'unit: validation.delivery.unitOnlyForNumber',
    ]);
    expect(messagesOf(requiredPropertySchema.safeParse(property({ type: 'choice', unit: undefined, choices: ['a', 'a'] })))).toEqual([
      'choices: validation.delivery.choicesRepeated',
    ]);
  });

  it('refuses a key that is not a name, and a key used twice across properties and documents', () => {
    expect(messagesOf(requiredPropertySchema.safeParse(property({ key: 'Rated power' })))).toEqual(['key: validation.delivery.key']);
    const repeated = classRequirementsFields.safeParse({
      properties: [property({})],
      documents: [{ key: 'ratedPower', nameZh: '文档', nameEn: 'Document', extensions: ['pdf'], required: false }],
    });
    expect(messagesOf(repeated)).toEqual(['documents.0.key: validation.delivery.keyRepeated']);
  });

  it('refuses a document type without file types or with a dotted one', () => {
    const result = classRequirementsFields.safeParse({
      properties: [],
      documents: [
        { key: 'a', nameZh: '甲', nameEn: 'A', extensions: [], required: true },
        { key: 'b', nameZh: '乙', nameEn: 'B', extensions: ['.pdf'], required: true },
      ],
    });
    expect(messagesOf(result)).toEqual([
      'documents.0.extensions: validation.delivery.extensions',
      'documents.1.extensions.0: validation.delivery.extension',
    ]);
  });
});

describe('readPropertyValue', () => {
  it('stores a number without its noise and refuses what is not one', () => {
    expect(readPropertyValue(property({}), ' 1,250.50 ')).toEqual({ value: '1250.5' });
    expect(readPropertyValue(property({}), '1e3')).toEqual({ value: '1000' });
    for (const bad of ['12 kW', '0x10', 'Infinity', '1..2'])
      expect(readPropertyValue(property({}), bad), bad).toEqual({ problem: 'validation.delivery.notANumber' });
  });

  it('takes a calendar date as yyyy-MM-dd only', () => {
    const date = property({ type: 'date', unit: undefined });
    expect(readPropertyValue(date, '2026-02-28')).toEqual({ value: '2026-02-28' });
    for (const bad of ['2026-02-30', '2026/02/28', '28-02-2026', '2026-2-8'])
      expect(readPropertyValue(date, bad), bad).toEqual({ problem: 'validation.delivery.notADate' });
  });

  it('takes a choice exactly as offered', () => {
    const choice = property({ type: 'choice', unit: undefined, choices: ['mechanical', 'packing'] });
    expect(readPropertyValue(choice, 'packing ')).toEqual({ value: 'packing' });
    expect(readPropertyValue(choice, 'Packing')).toEqual({ problem: 'validation.delivery.notAChoice' });
  });

  it('refuses an empty required value, keeps an empty optional one, and bounds text', () => {
    expect(readPropertyValue(property({}), '  ')).toEqual({ problem: 'validation.delivery.valueRequired' });
    expect(readPropertyValue(property({ required: false }), '')).toEqual({ value: '' });
    const text = property({ type: 'text', unit: undefined });
    expect(readPropertyValue(text, 'x'.repeat(500))).toEqual({ value: 'x'.repeat(500) });
    expect(readPropertyValue(text, 'x'.repeat(501))).toEqual({ problem: 'validation.delivery.valueTooLong' });
  });
});

describe('completeness', () => {
  const requirements: ClassRequirements = {
    properties: [
      property({}),
      property({ key: 'flow', required: true }),
      property({ key: 'note', type: 'text', unit: undefined, required: false }),
    ],
    documents: [
      { key: 'datasheet', nameZh: '数据表', nameEn: 'Data sheet', extensions: ['pdf'], required: true },
      { key: 'photo', nameZh: '照片', nameEn: 'Photo', extensions: ['jpg'], required: false },
    ],
  };

  it('counts only the required items, by their state', () => {
    const states: Record<string, ItemState> = {
      ratedPower: 'approved',
      flow: 'rejected',
      note: 'approved',
      datasheet: 'delivered',
      photo: 'approved',
    };
    expect(countDelivery(requirements, (key) => states[key] ?? 'missing')).toEqual({ required: 3, delivered: 3, approved: 1, rejected: 1 });
    expect(countDelivery(requirements, () => 'missing')).toEqual({ required: 3, delivered: 0, approved: 0, rejected: 0 });
    expect(requiredItemCount(requirements)).toBe(3);
    expect(requiredItemCount({ properties: [], documents: [] })).toBe(0);
  });

  it('adds counts up and reads 100 % only when every required item is approved', () => {
    const total = addCounts([
      { required: 3, delivered: 3, approved: 3, rejected: 0 },
      { required: 997, delivered: 997, approved: 996, rejected: 1 },
    ]);
    expect(total).toEqual({ required: 1000, delivered: 1000, approved: 999, rejected: 1 });
    expect(completeness(total)).toBe(99);
    expect(completeness({ required: 2, delivered: 2, approved: 2, rejected: 0 })).toBe(100);
    expect(completeness(addCounts([]))).toBe(100);
  });
});
