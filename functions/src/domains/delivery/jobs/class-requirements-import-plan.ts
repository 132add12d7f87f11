import type * as z from 'zod/mini';
import {
  classRequirementsFields,
  DELIVERY_LIMITS,
  formatMessage,
  isMessageKey,
  issueMessage,
  requiredDocumentSchema,
  requiredPropertySchema,
  type ClassRequirements,
  type ImportProblem,
  type Language,
  type MessageKey,
  type RequiredDocument,
  type RequiredProperty,
} from '@sddp/shared';
import type { StoredClassRequirements } from '#entities/tag-delivery';
import {
  CLASS_REQUIREMENTS_SHEET,
  ITEM_COLUMNS,
  readKind,
  readRequired,
  readType,
  splitChoices,
  splitExtensions,
  type RequirementsColumn,
  type RequirementsSheetRow,
} from '../sheets/class-requirements-sheet';

/** A class the import writes: its new requirements, and what it held when the file was checked (the write's condition). */
export interface PlannedClass {
  classCode: string;
  /** The first row that names the class: a problem found while writing is reported there. */
  row: number;
  requirements: ClassRequirements;
  previous: StoredClassRequirements | undefined;
}

export interface RequirementsPlan {
  problems: ImportProblem[];
  /** The classes whose requirements the file changes; a class it names with what it holds already is left alone. */
  changed: PlannedClass[];
}

interface Placed<Item> {
  item: Item;
  row: number;
}

interface ClassRows {
  classCode: string;
  row: number;
  properties: Placed<RequiredProperty>[];
  documents: Placed<RequiredDocument>[];
}

const PROPERTY_FIELDS: Record<string, RequirementsColumn> = {
  key: 'key',
  nameZh: 'nameZh',
  nameEn: 'nameEn',
  type: 'type',
  unit: 'unit',
  choices: 'choices',
  required: 'required',
};
const DOCUMENT_FIELDS: Record<string, RequirementsColumn> = {
  key: 'key',
  nameZh: 'nameZh',
  nameEn: 'nameEn',
  extensions: 'extensions',
  required: 'required',
};

const sameRequirements = (left: ClassRequirements, right: ClassRequirements) =>
  JSON.stringify([left.properties, left.documents]) === JSON.stringify([right.properties, right.documents]);

/**
 * The checked rows of a requirements workbook against the project's breakdown and what its classes hold:
 * every row by the editor's own rules (shared/src/entities/delivery.ts), each class as a whole (limits,
 * one namespace of keys), a class outside the breakdown refused on its rows. Problems name the row and
 * column in `language`; without any, the classes the file changes.
 */
export function planRequirementsImport(
  rows: readonly RequirementsSheetRow[],
  breakdownCodes: ReadonlySet<string>,
  stored: readonly StoredClassRequirements[],
  language: Language,
): RequirementsPlan {
  const found: Array<{ order: number; problem: ImportProblem }> = [];
  const problem = (row: number, column: RequirementsColumn, key: MessageKey, params: Record<string, unknown> = {}) =>
    found.push({
      order: CLASS_REQUIREMENTS_SHEET.keys.indexOf(column),
      problem: { row, column: CLASS_REQUIREMENTS_SHEET.label(column, language), message: formatMessage(language, key, params) },
    });
  const issueProblem = (row: number, column: RequirementsColumn, issue: z.core.$ZodIssue) => {
    const { key, params } = issueMessage(issue);
    problem(row, column, isMessageKey(key) ? key : 'validation.invalid', params);
  };

  const classes = new Map<string, ClassRows>();
  for (const row of rows) {
    if (!breakdownCodes.has(row.classCode)) {
      problem(row.row, 'classCode', 'error.delivery.classNotInBreakdown', { classCode: row.classCode });
      continue;
    }
    const group = classes.get(row.classCode) ?? { classCode: row.classCode, row: row.row, properties: [], documents: [] };
    classes.set(row.classCode, group);
    if (ITEM_COLUMNS.every((column) => row[column] === '')) continue;

    const kind = readKind(row.kind);
    if (!kind) {
      problem(row.row, 'kind', 'import.classRequirements.badKind');
      continue;
    }
    const flagged = new Set<RequirementsColumn>();
    const flag = (column: RequirementsColumn, key: MessageKey) => {
      flagged.add(column);
      problem(row.row, column, key);
    };
    const required = readRequired(row.required);
    if (required === undefined) flag('required', 'import.classRequirements.badRequired');

    if (kind === 'property') {
      if (row.extensions !== '') flag('extensions', 'import.classRequirements.onlyForDocuments');
      const type = readType(row.type);
      if (!type) {
        flag('type', 'import.classRequirements.badType');
        continue;
      }
      const parsed = requiredPropertySchema.safeParse({
        key: row.key,
        nameZh: row.nameZh,
        nameEn: row.nameEn,
        type,
        ...(row.unit === '' ? {} : { unit: row.unit }),
        ...(row.choices === '' ? {} : { choices: splitChoices(row.choices) }),
        required: required ?? false,
      });
      const issues = (parsed.error?.issues ?? []).filter((issue) => !flagged.has(PROPERTY_FIELDS[String(issue.path[0])] ?? 'kind'));
      for (const issue of firstPerColumn(issues, PROPERTY_FIELDS))
        issueProblem(row.row, PROPERTY_FIELDS[String(issue.path[0])] ?? 'kind', issue);
      if (parsed.success && flagged.size === 0) group.properties.push({ item: parsed.data, row: row.row });
    } else {
      for (const column of ['type', 'unit', 'choices'] as const)
        if (row[column] !== '') flag(column, 'import.classRequirements.onlyForProperties');
      const parsed = requiredDocumentSchema.safeParse({
        key: row.key,
        nameZh: row.nameZh,
        nameEn: row.nameEn,
        extensions: splitExtensions(row.extensions),
        required: required ?? false,
      });
      const issues = (parsed.error?.issues ?? []).filter((issue) => !flagged.has(DOCUMENT_FIELDS[String(issue.path[0])] ?? 'kind'));
      for (const issue of firstPerColumn(issues, DOCUMENT_FIELDS))
        issueProblem(row.row, DOCUMENT_FIELDS[String(issue.path[0])] ?? 'kind', issue);
      if (parsed.success && flagged.size === 0) group.documents.push({ item: parsed.data, row: row.row });
    }
  }

  for (const group of classes.values()) checkClass(group, problem, issueProblem);
  if (found.length > 0) {
    const problems = found
      .sort((left, right) => left.problem.row - right.problem.row || left.order - right.order)
      .map(({ problem }) => problem);
    return { problems, changed: [] };
  }

  const storedByCode = new Map(stored.map((record) => [record.classCode, record]));
  const changed = [...classes.values()].flatMap((group): PlannedClass[] => {
    const requirements = { properties: group.properties.map(({ item }) => item), documents: group.documents.map(({ item }) => item) };
    const previous = storedByCode.get(group.classCode);
    return sameRequirements(previous ?? { properties: [], documents: [] }, requirements)
      ? []
      : [{ classCode: group.classCode, row: group.row, requirements, previous }];
  });
  return { problems: [], changed };
}

/** One problem per cell, as the editor shows one message per field. */
function firstPerColumn(issues: readonly z.core.$ZodIssue[], fields: Record<string, RequirementsColumn>): z.core.$ZodIssue[] {
  const seen = new Set<RequirementsColumn>();
  return issues.filter((issue) => {
    const column = fields[String(issue.path[0])] ?? 'kind';
    if (seen.has(column)) return false;
    seen.add(column);
    return true;
  });
}

/** A class as a whole: at most so many items of each kind, and no key twice among its properties and documents. */
function checkClass(
  group: ClassRows,
  problem: (row: number, column: RequirementsColumn, key: MessageKey, params?: Record<string, unknown>) => void,
  issueProblem: (row: number, column: RequirementsColumn, issue: z.core.$ZodIssue) => void,
): void {
  const over = (list: Placed<unknown>[], max: number, key: MessageKey) => {
    const first = list[max];
    if (first) problem(first.row, 'kind', key, { max });
    return first !== undefined;
  };
  const tooMany = [
    over(group.properties, DELIVERY_LIMITS.propertiesPerClass, 'import.classRequirements.tooManyProperties'),
    over(group.documents, DELIVERY_LIMITS.documentTypesPerClass, 'import.classRequirements.tooManyDocuments'),
  ];
  if (tooMany.some(Boolean)) return;
  const parsed = classRequirementsFields.safeParse({
    properties: group.properties.map(({ item }) => item),
    documents: group.documents.map(({ item }) => item),
  });
  for (const issue of parsed.error?.issues ?? []) {
    const [list, index] = issue.path;
    const placed = (list === 'documents' ? group.documents : group.properties)[Number(index)];
    issueProblem(placed?.row ?? group.row, issue.path[2] === 'key' ? 'key' : 'kind', issue);
  }
}
