import { read, type CellObject, type WorkBook, type WorkSheet } from '@e965/xlsx';
import { IMPORT_LIMITS } from '@sddp/shared';
import { cellText } from './cell-text';
import { inspectWorkbook } from './inspect-workbook';
import { notWorkbook, tooManyRows } from './refusals';
import { verifyZipEntries } from './verify-zip-entries';

/** A non-empty sheet row: its number as Excel shows it (1-based) and its cells as text, by column. */
export interface TextRow {
  row: number;
  cells: string[];
  /** The columns whose cells hold a formula (their text is the value last calculated); absent when none does. */
  formulas?: number[];
}

/** A header row and at most maxRows rows under it; the row after that is read only to notice it is there. */
const LAST_ALLOWED_ROW = IMPORT_LIMITS.maxRows + 1;

/**
 * The first sheet's non-empty rows, read safely: the file is inspected before parsing, an xlsx is
 * verified to unpack to what it declares, and the parser stops reading after the row limit. Formulas
 * are read so that they can be refused; a cell holding one counts as not empty, whatever its value.
 */
export function readFirstSheetText(bytes: Uint8Array): TextRow[] {
  const inspected = inspectWorkbook(bytes);
  if (inspected.kind === 'xlsx') verifyZipEntries(bytes, inspected.entries);
  const sheet = firstSheet(parseWorkbook(bytes));
  if (!sheet) return [];
  if (sheet['!fullref']) throw tooManyRows();
  const rows = textRows(sheet);
  if (rows.some(({ row }) => row > LAST_ALLOWED_ROW)) throw tooManyRows();
  return rows;
}

function parseWorkbook(bytes: Uint8Array): WorkBook {
  try {
    return read(bytes, {
      type: 'array',
      dense: true,
      sheets: 0,
      sheetRows: LAST_ALLOWED_ROW + 1,
      cellNF: true,
      cellFormula: true,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
    });
  } catch (error) {
    throw notWorkbook(error);
  }
}

function firstSheet(workbook: WorkBook): WorkSheet | undefined {
  const name = workbook.SheetNames[0];
  return name === undefined ? undefined : workbook.Sheets[name];
}

function textRows(sheet: WorkSheet): TextRow[] {
  const grid = sheet['!data'] ?? [];
  const rows: TextRow[] = [];
  for (let index = 0; index < grid.length; index += 1) {
    const sheetRow = Array.from(grid[index] ?? []);
    const cells = sheetRow.map(cellText);
    const formulas = sheetRow.flatMap((cell, column) => (holdsFormula(cell) ? [column] : []));
    if (formulas.length > 0) rows.push({ row: index + 1, cells, formulas });
    else if (cells.some((text) => text.trim() !== '')) rows.push({ row: index + 1, cells });
  }
  return rows;
}

/**
 * `f` may be an empty string (a formula of tokens the library does not know); the cells of an array
 * formula other than its first carry only its range, `F`.
 */
function holdsFormula(cell: CellObject | undefined): boolean {
  return cell?.f !== undefined || cell?.F !== undefined;
}
