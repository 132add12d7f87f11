import type * as z from 'zod/mini';
import { formatMessage, IMPORT_LIMITS, isMessageKey, issueMessage, type ImportProblem, type Language, type MessageKey } from '@sddp/shared';
import { columnLabel, type ColumnPositions, type ImportColumn, type ImportSheet, type SheetRow } from './columns';
import { readFirstSheetText, type TextRow } from './read-first-sheet';

export interface SheetRowsResult<Key extends string> {
  /** The rows without problems; import them only when `problems` is empty. */
  rows: SheetRow<Key>[];
  /** Every non-empty data row, valid or not. */
  dataRows: number;
  /** Sorted by row, then by column, at most IMPORT_LIMITS.maxProblems of them. */
  problems: ImportProblem[];
  moreProblems: number;
}

/**
 * `total` is the non-empty rows under the header, known once the sheet is parsed; `read` counts them
 * turned into text, `checked` those past the rules (rows without data count as checked).
 */
export interface ReadProgress {
  read: number;
  checked: number;
  total: number;
}

/** How often the rows report progress. */
const PROGRESS_EVERY = 500;

/** A problem before it is rendered: `order` sorts the problems of one row (the column's position). */
interface Finding {
  row: number;
  order: number;
  column: ImportColumn | undefined;
  key: MessageKey;
  params?: Record<string, unknown>;
}

type CellIssue = { key: MessageKey; params?: Record<string, unknown> };

/**
 * The whole read of an import: file checks, the first sheet (header = first non-empty row), every data
 * row judged by its columns' rules, and the report in the caller's language. File-level refusals throw
 * AppError; everything about the content comes back as problems.
 */
export function readWorkbookRows<Key extends string>(
  sheet: ImportSheet<Key>,
  bytes: Uint8Array,
  language: Language,
  onProgress?: (progress: ReadProgress) => void,
): SheetRowsResult<Key> {
  const [header, ...body] = readFirstSheetText(bytes);
  const total = body.length;
  onProgress?.({ read: total, checked: 0, total });
  if (!header) return report([{ row: 1, order: 0, column: undefined, key: 'import.noRows' }], [], 0, language);

  const { positions, missing } = sheet.locate(header.cells);
  if (missing.length > 0) {
    const findings = missing.map((column) => ({
      row: header.row,
      order: sheet.columns.indexOf(column),
      column,
      key: 'import.missingColumn' as const,
      params: { column: columnLabel(column, language) },
    }));
    return report(findings, [], 0, language);
  }

  const located = sheet.columns.filter((column) => positions[column.key] !== undefined);
  const dataRows = body.filter((row) =>
    located.some((column) => cellAt(row, positions, column).trim() !== '' || holdsFormula(row, positions, column)),
  );
  if (dataRows.length === 0) return report([{ row: header.row, order: 0, column: undefined, key: 'import.noRows' }], [], 0, language);
  const result = validateRows(sheet, dataRows, positions, language, (checked) => onProgress?.({ read: total, checked, total }));
  onProgress?.({ read: total, checked: total, total });
  return result;
}

function validateRows<Key extends string>(
  sheet: ImportSheet<Key>,
  dataRows: TextRow[],
  positions: ColumnPositions<Key>,
  language: Language,
  onChecked: (checked: number) => void,
): SheetRowsResult<Key> {
  const findings: Finding[] = [];
  const rows: SheetRow<Key>[] = [];
  const uniqueColumns = sheet.columns.filter((column) => column.unique);
  const firstRowOf = new Map(uniqueColumns.map((column) => [column.key, new Map<string, number>()]));
  dataRows.forEach((textRow, index) => {
    if (index > 0 && index % PROGRESS_EVERY === 0) onChecked(index);
    const found = (column: ImportColumn<Key>, issue: CellIssue) =>
      findings.push({ row: textRow.row, order: positions[column.key] ?? 0, column, key: issue.key, params: issue.params });
    const { candidate, issues } = validateRow(sheet, textRow, positions);
    for (const [column, issue] of issues) found(column, issue);
    if (!candidate) return;

    const repeated = uniqueColumns.flatMap((column) => {
      const firstRow = firstRowOf.get(column.key)?.get(candidate[column.key]);
      return firstRow === undefined || !column.unique ? [] : [{ column, issue: { key: column.unique, params: { row: firstRow } } }];
    });
    for (const { column, issue } of repeated) found(column, issue);
    if (repeated.length > 0) return;
    for (const column of uniqueColumns) firstRowOf.get(column.key)?.set(candidate[column.key], textRow.row);
    rows.push(candidate);
  });
  return report(findings, rows, dataRows.length, language);
}

/**
 * One issue per cell at most, the first its rule reports, as the form shows one message per field. A
 * formula comes first: its value is not what the user sees in the cell, so the rule does not judge it.
 */
function validateRow<Key extends string>(
  sheet: ImportSheet<Key>,
  textRow: TextRow,
  positions: ColumnPositions<Key>,
): { candidate?: SheetRow<Key>; issues: Map<ImportColumn<Key>, CellIssue> } {
  const issues = new Map<ImportColumn<Key>, CellIssue>();
  const cells: Record<string, string> = {};
  for (const column of sheet.columns) {
    if (holdsFormula(textRow, positions, column)) issues.set(column, { key: 'import.formulaCell' });
    cells[column.key] = cellAt(textRow, positions, column);
  }
  const parsed = sheet.rowRule.safeParse(cells);
  for (const issue of parsed.error?.issues ?? []) {
    const column = sheet.columns.find((candidate) => candidate.key === issue.path[0]);
    if (column && !issues.has(column)) issues.set(column, issueOf(issue));
  }
  if (!parsed.success || issues.size > 0) return { issues };
  return { candidate: { ...parsed.data, row: textRow.row }, issues };
}

function issueOf(issue: z.core.$ZodIssue): CellIssue {
  const { key, params } = issueMessage(issue);
  const known = isMessageKey(key) ? key : 'validation.invalid';
  return Object.keys(params).length > 0 ? { key: known, params } : { key: known };
}

function cellAt<Key extends string>(textRow: TextRow, positions: ColumnPositions<Key>, column: ImportColumn<Key>): string {
  const position = positions[column.key];
  return position === undefined ? '' : (textRow.cells[position] ?? '');
}

function holdsFormula<Key extends string>(textRow: TextRow, positions: ColumnPositions<Key>, column: ImportColumn<Key>): boolean {
  const position = positions[column.key];
  return position !== undefined && (textRow.formulas?.includes(position) ?? false);
}

function report<Key extends string>(
  findings: Finding[],
  rows: SheetRow<Key>[],
  dataRows: number,
  language: Language,
): SheetRowsResult<Key> {
  const sorted = [...findings].sort((left, right) => left.row - right.row || left.order - right.order);
  const problems = sorted.slice(0, IMPORT_LIMITS.maxProblems).map((finding) => ({
    row: finding.row,
    column: finding.column ? columnLabel(finding.column, language) : '',
    message: formatMessage(language, finding.key, finding.params),
  }));
  return { rows, dataRows, problems, moreProblems: sorted.length - problems.length };
}
