import { formatMessage, IMPORT_LIMITS, isMessageKey, orgCreateInput, orgUpdateInput, type ImportProblem, type Language } from '@sddp/shared';
import { readFirstSheetText, type TextRow } from './read-first-sheet';
import { columnLabel, locateColumns, SUPPLIER_COLUMNS, type ColumnPositions, type SupplierColumn } from './supplier-columns';

/** A valid data row: its sheet row number as Excel shows it and the trimmed values. */
export interface SupplierRow {
  row: number;
  orgCode: string;
  orgName: string;
  bpCode: string;
  /** The primary contact, who becomes the supplier's primary account; mobile may be ''. */
  linkman: string;
  mobile: string;
  email: string;
}

export interface SupplierRowsResult {
  /** The rows without problems; import them only when `problems` is empty. */
  rows: SupplierRow[];
  /** Every non-empty data row, valid or not. */
  dataRows: number;
  /** Sorted by row, then by column, at most IMPORT_LIMITS.maxProblems of them. */
  problems: ImportProblem[];
  moreProblems: number;
}

/** A problem before it is rendered: `order` sorts the problems of one row (the column's position). */
interface Finding {
  row: number;
  order: number;
  column: SupplierColumn | undefined;
  key: string;
  params?: Record<string, unknown>;
}

/** The edit form's BP code rule; its only failure is length. */
const bpCodeRule = orgUpdateInput.shape.bpCode.unwrap();
/** The columns the standard create form judges: every column but the BP code, which it does not have. */
const STANDARD_FIELDS = SUPPLIER_COLUMNS.filter((column) => column !== 'bpCode');

/**
 * Reads the supplier workbook (first sheet, header = first non-empty row) and validates every data
 * row with the rules of the standard create form, primary contact included. File-level refusals
 * throw AppError; everything about the content comes back as problems in the caller's language.
 */
export function parseSupplierRows(bytes: Uint8Array, language: Language): SupplierRowsResult {
  const [header, ...body] = readFirstSheetText(bytes);
  if (!header) return report([{ row: 1, order: 0, column: undefined, key: 'import.noRows' }], [], 0, language);

  const { positions, missing } = locateColumns(header.cells);
  if (missing.length > 0) {
    const findings = missing.map((column) => ({
      row: header.row,
      order: SUPPLIER_COLUMNS.indexOf(column),
      column,
      key: 'import.missingColumn',
      params: { column: columnLabel(column, language) },
    }));
    return report(findings, [], 0, language);
  }

  const dataRows = body.filter((row) =>
    SUPPLIER_COLUMNS.some((column) => valueAt(row, positions, column).trim() !== '' || holdsFormula(row, positions, column)),
  );
  if (dataRows.length === 0) return report([{ row: header.row, order: 0, column: undefined, key: 'import.noRows' }], [], 0, language);
  return validateRows(dataRows, positions, language);
}

function validateRows(dataRows: TextRow[], positions: ColumnPositions, language: Language): SupplierRowsResult {
  const findings: Finding[] = [];
  const rows: SupplierRow[] = [];
  const firstRowOfCode = new Map<string, number>();
  for (const textRow of dataRows) {
    const found = (column: SupplierColumn, key: string, params?: Record<string, unknown>) =>
      findings.push({ row: textRow.row, order: positions[column] ?? 0, column, key, params });
    const { candidate, issues } = validateRow(textRow, positions);
    for (const [column, issue] of issues) found(column, issue.key, issue.params);
    if (!candidate) continue;

    const firstRow = firstRowOfCode.get(candidate.orgCode);
    if (firstRow !== undefined) {
      found('orgCode', 'import.duplicateInFile', { row: firstRow });
      continue;
    }
    firstRowOfCode.set(candidate.orgCode, textRow.row);
    rows.push(candidate);
  }
  return report(findings, rows, dataRows.length, language);
}

type RowIssue = { key: string; params?: Record<string, unknown> };

/**
 * One issue per cell at most, the first the rules report, as the form shows one message per field. A
 * formula comes first: its value is not what the user sees in the cell, so the rules do not judge it.
 */
function validateRow(textRow: TextRow, positions: ColumnPositions): { candidate?: SupplierRow; issues: Map<SupplierColumn, RowIssue> } {
  const issues = new Map<SupplierColumn, RowIssue>();
  for (const column of SUPPLIER_COLUMNS) if (holdsFormula(textRow, positions, column)) issues.set(column, { key: 'import.formulaCell' });
  const standard = orgCreateInput.safeParse(Object.fromEntries(STANDARD_FIELDS.map((column) => [column, valueAt(textRow, positions, column)])));
  for (const issue of standard.error?.issues ?? []) {
    const column = issue.path[0] as SupplierColumn;
    if (issues.has(column)) continue;
    const params = issue.code === 'too_big' ? { max: Number(issue.maximum) } : undefined;
    issues.set(column, { key: isMessageKey(issue.message) ? issue.message : 'validation.invalid', params });
  }
  const bpCode = bpCodeRule.safeParse(valueAt(textRow, positions, 'bpCode'));
  if (!bpCode.success && !issues.has('bpCode')) issues.set('bpCode', { key: 'import.tooLong', params: { max: bpCodeRule.maxLength } });

  if (!standard.success || !bpCode.success || issues.size > 0) return { issues };
  return { candidate: { row: textRow.row, ...standard.data, bpCode: bpCode.data }, issues };
}

function valueAt(textRow: TextRow, positions: ColumnPositions, column: SupplierColumn): string {
  const position = positions[column];
  return position === undefined ? '' : (textRow.cells[position] ?? '');
}

function holdsFormula(textRow: TextRow, positions: ColumnPositions, column: SupplierColumn): boolean {
  const position = positions[column];
  return position !== undefined && (textRow.formulas?.includes(position) ?? false);
}

function report(findings: Finding[], rows: SupplierRow[], dataRows: number, language: Language): SupplierRowsResult {
  const sorted = [...findings].sort((left, right) => left.row - right.row || left.order - right.order);
  const problems = sorted.slice(0, IMPORT_LIMITS.maxProblems).map((finding) => ({
    row: finding.row,
    column: finding.column ? columnLabel(finding.column, language) : '',
    message: formatMessage(language, finding.key, finding.params),
  }));
  return { rows, dataRows, problems, moreProblems: sorted.length - problems.length };
}
