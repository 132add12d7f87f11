import {
  DELIVERY_LIMITS,
  formatMessage,
  LANGUAGES,
  LIMITS,
  PROPERTY_TYPES,
  requiredText,
  text,
  type Language,
  type MessageKey,
  type PropertyType,
  type RequiredDocument,
  type RequiredProperty,
} from '@sddp/shared';
import { defineImportSheet, type ExportSheet, type SheetRow } from '#kit/spreadsheet/columns';

/** A cell the shared rules judge after the file is read: bounded here only so that no row is unbounded. */
const cell = (max: number) => text(max);

/**
 * A project's class requirements as a workbook (issue 29): a row per property or document type, in the
 * editor's order, properties first; a class that requires nothing has a row of its own with only its code
 * and name. The class name is there to read; everything else goes back in (decision "The requirements
 * workbook replaces the classes it names, all or none").
 */
export const CLASS_REQUIREMENTS_SHEET = defineImportSheet({
  sheetName: 'import.classRequirements.sheetName',
  templateFileName: 'import.classRequirements.fileName',
  templateRows: 0,
  columns: [
    {
      key: 'classCode',
      header: 'import.classRequirements.column.classCode',
      required: true,
      rule: requiredText('import.classRequirements.classCodeRequired', LIMITS.auditCodeMax),
      width: 14,
      text: true,
    },
    { key: 'className', header: 'import.classRequirements.column.className', required: false, rule: cell(200), width: 20 },
    { key: 'kind', header: 'import.classRequirements.column.kind', required: true, rule: cell(40), width: 10, text: true },
    {
      key: 'key',
      header: 'import.classRequirements.column.key',
      required: true,
      rule: cell(DELIVERY_LIMITS.keyMax * 2),
      width: 18,
      text: true,
    },
    {
      key: 'nameZh',
      header: 'import.classRequirements.column.nameZh',
      required: true,
      rule: cell(DELIVERY_LIMITS.nameMax * 2),
      width: 20,
      text: true,
    },
    {
      key: 'nameEn',
      header: 'import.classRequirements.column.nameEn',
      required: true,
      rule: cell(DELIVERY_LIMITS.nameMax * 2),
      width: 24,
      text: true,
    },
    { key: 'type', header: 'import.classRequirements.column.type', required: false, rule: cell(40), width: 10, text: true },
    {
      key: 'unit',
      header: 'import.classRequirements.column.unit',
      required: false,
      rule: cell(DELIVERY_LIMITS.unitMax * 2),
      width: 8,
      text: true,
    },
    {
      key: 'choices',
      header: 'import.classRequirements.column.choices',
      required: false,
      rule: cell(DELIVERY_LIMITS.choicesPerProperty * (DELIVERY_LIMITS.choiceMax + 2) * 2),
      width: 24,
      text: true,
    },
    { key: 'required', header: 'import.classRequirements.column.required', required: true, rule: cell(20), width: 8, text: true },
    {
      key: 'extensions',
      header: 'import.classRequirements.column.extensions',
      required: false,
      rule: cell(DELIVERY_LIMITS.extensionsPerDocument * 12 * 2),
      width: 18,
      text: true,
    },
  ],
});

export type RequirementsColumn = (typeof CLASS_REQUIREMENTS_SHEET.keys)[number];
export type RequirementsSheetRow = SheetRow<RequirementsColumn>;

/** The columns that describe an item: a row with none of them names its class only. */
export const ITEM_COLUMNS = [
  'kind',
  'key',
  'nameZh',
  'nameEn',
  'type',
  'unit',
  'choices',
  'extensions',
] as const satisfies readonly RequirementsColumn[];

const normalised = (value: string) => value.normalize('NFKC').trim().toLowerCase();

/** A word the sheet writes in either language (or its key), read back to its key; undefined when it is none of them. */
function wordReader<const Word extends string>(
  words: readonly Word[],
  keyOf: (word: Word) => MessageKey,
  extra: Record<string, Word> = {},
) {
  const byText = new Map<string, Word>(Object.entries(extra).map(([spelling, word]) => [normalised(spelling), word]));
  for (const word of words) {
    byText.set(normalised(word), word);
    for (const language of LANGUAGES) byText.set(normalised(formatMessage(language, keyOf(word))), word);
  }
  return (value: string): Word | undefined => byText.get(normalised(value));
}

const ITEM_KINDS = ['property', 'document'] as const;

export const readKind = wordReader(ITEM_KINDS, (kind) => `import.classRequirements.kind.${kind}`);
export const readType = wordReader<PropertyType>(PROPERTY_TYPES, (type) => `import.classRequirements.type.${type}`);
const readYesNo = wordReader(['yes', 'no'] as const, (word) => `import.classRequirements.${word}`, {
  y: 'yes',
  n: 'no',
  true: 'yes',
  false: 'no',
});

/** Required: yes or no in either language; an empty cell is no. */
export function readRequired(value: string): boolean | undefined {
  if (value.trim() === '') return false;
  const word = readYesNo(value);
  return word === undefined ? undefined : word === 'yes';
}

/** One choice a line; a cell of one line may separate them with '|' instead. Blank entries are dropped. */
export function splitChoices(value: string): string[] {
  const parts = /[\r\n]/.test(value) ? value.split(/\r?\n|\r/) : value.split('|');
  return parts.map((choice) => choice.trim()).filter((choice) => choice !== '');
}

/** File types separated by commas (either width), semicolons, '|' or spaces; a leading dot is dropped. */
export const splitExtensions = (value: string): string[] =>
  value
    .split(/[\s,，;；|]+/)
    .map((extension) => extension.replace(/^\./, ''))
    .filter((extension) => extension !== '');

/** A row of the download: one item of a class, or the class alone when it requires nothing. */
export interface RequirementsExportRow {
  classCode: string;
  className: string;
  item?: { kind: 'property'; property: RequiredProperty } | { kind: 'document'; document: RequiredDocument };
}

type ExportValue = (row: RequirementsExportRow, language: Language) => string;

const VALUES: Record<RequirementsColumn, ExportValue> = {
  classCode: (row) => row.classCode,
  className: (row) => row.className,
  kind: (row, language) => (row.item ? formatMessage(language, `import.classRequirements.kind.${row.item.kind}`) : ''),
  key: (row) => (row.item?.kind === 'property' ? row.item.property.key : (row.item?.document.key ?? '')),
  nameZh: (row) => (row.item?.kind === 'property' ? row.item.property.nameZh : (row.item?.document.nameZh ?? '')),
  nameEn: (row) => (row.item?.kind === 'property' ? row.item.property.nameEn : (row.item?.document.nameEn ?? '')),
  type: (row, language) =>
    row.item?.kind === 'property' ? formatMessage(language, `import.classRequirements.type.${row.item.property.type}`) : '',
  unit: (row) => (row.item?.kind === 'property' ? (row.item.property.unit ?? '') : ''),
  choices: (row) => (row.item?.kind === 'property' ? (row.item.property.choices ?? []).join('\n') : ''),
  required: (row, language) => {
    if (!row.item) return '';
    const required = row.item.kind === 'property' ? row.item.property.required : row.item.document.required;
    return formatMessage(language, required ? 'import.classRequirements.yes' : 'import.classRequirements.no');
  },
  extensions: (row) => (row.item?.kind === 'document' ? row.item.document.extensions.join(', ') : ''),
};

/** The download: the import's columns, so the file goes back up as it came down. */
export const CLASS_REQUIREMENTS_EXPORT_SHEET: ExportSheet<RequirementsExportRow> = {
  sheetName: CLASS_REQUIREMENTS_SHEET.sheetName,
  columns: CLASS_REQUIREMENTS_SHEET.columns.map((column) => ({
    key: column.key,
    header: column.header,
    width: column.width,
    text: column.text,
    value: VALUES[column.key],
  })),
};
