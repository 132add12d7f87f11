import { readPropertyValue, type ImportProblem, type Language, type MessageKey } from '@sddp/shared';
import type { TagDeliveryRecord } from '#entities/tag-delivery';
import { problemOf } from '#kit/spreadsheet/uploaded-workbook';
import type { SupplierWorkbookRow } from '../sheets/supplier-workbook-sheet';
import type { ContractDeliveries } from './contract-deliveries';
import { recounted } from './tag-delivery-writes';

/** One tag the workbook changes: its record as read and as it will be written. */
export interface WorkbookChange {
  before: TagDeliveryRecord;
  after: TagDeliveryRecord;
}

type ProblemColumn = 'tagNumber' | 'propertyKey' | 'value';

const EDITABLE = new Set<TagDeliveryRecord['status']>(['draft', 'rejected']);
const fold = (tagNumber: string) => tagNumber.trim().toLowerCase();

/**
 * The workbook's rows read against the contract's tags, their classes and what is saved: every problem of
 * every row, or the tags whose values change (a row repeating what is saved changes nothing, so a tag
 * under review may stay in the file as downloaded). An empty value removes a saved one, as in the form.
 */
export function planWorkbook(
  rows: readonly SupplierWorkbookRow[],
  deliveries: ContractDeliveries,
  language: Language,
  label: (column: ProblemColumn) => string,
  by: string,
): { changes: WorkbookChange[]; problems: ImportProblem[] } {
  const byNumber = new Map(deliveries.tags.map((entry) => [fold(entry.tag.tagNumber), entry]));
  const problems: ImportProblem[] = [];
  const problem = (row: number, column: ProblemColumn, key: MessageKey, params: Record<string, unknown> = {}) =>
    problems.push(problemOf(language, row, label(column), key, params));
  const firstRowOf = new Map<string, number>();
  const valuesOf = new Map<number, Record<string, string>>();

  for (const row of rows) {
    const entry = byNumber.get(fold(row.tagNumber));
    if (!entry) {
      problem(row.row, 'tagNumber', 'import.delivery.tagUnknown', { tagNumber: row.tagNumber });
      continue;
    }
    if (!entry.requirements) {
      const why = entry.tag.classCode ? 'import.delivery.nothingRequired' : 'import.delivery.classNotSet';
      problem(row.row, 'tagNumber', why, { tagNumber: entry.tag.tagNumber });
      continue;
    }
    const property = entry.requirements.properties.find((candidate) => candidate.key === row.propertyKey);
    if (!property) {
      problem(row.row, 'propertyKey', 'import.delivery.propertyUnknown', { key: row.propertyKey, tagNumber: entry.tag.tagNumber });
      continue;
    }
    const pair = `${entry.tag.id}#${property.key}`;
    const first = firstRowOf.get(pair);
    if (first !== undefined) {
      problem(row.row, 'propertyKey', 'import.delivery.repeated', { row: first });
      continue;
    }
    firstRowOf.set(pair, row.row);
    const read = row.value.trim() === '' ? { value: '' } : readPropertyValue({ ...property, required: true }, row.value);
    if ('problem' in read) {
      problem(row.row, 'value', read.problem);
      continue;
    }
    const saved = entry.record.values[property.key] ?? '';
    if (read.value === saved) continue;
    if (!EDITABLE.has(entry.record.status)) {
      problem(row.row, 'value', 'import.delivery.notEditable', { tagNumber: entry.tag.tagNumber });
      continue;
    }
    const values = valuesOf.get(entry.tag.id) ?? { ...entry.record.values };
    if (read.value === '') delete values[property.key];
    else values[property.key] = read.value;
    valuesOf.set(entry.tag.id, values);
  }
  if (problems.length > 0) return { changes: [], problems };
  const changes = deliveries.tags.flatMap(({ tag, requirements, record }) => {
    const values = valuesOf.get(tag.id);
    return values && requirements ? [{ before: record, after: recounted(record, { values, files: record.files }, requirements, by) }] : [];
  });
  return { changes, problems };
}
