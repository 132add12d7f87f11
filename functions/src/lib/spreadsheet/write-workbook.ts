import { utils, write, type CellObject, type WorkSheet } from '@e965/xlsx';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type SheetValue = string | number | null;

export interface SheetColumn {
  header: string;
  /** In characters. */
  width?: number;
  /** Formatted as text, so what is typed there later (a code with leading zeros) stays as typed. */
  text?: boolean;
}

export interface WorkbookSheet {
  name: string;
  columns: readonly SheetColumn[];
  /** Under the header row, one value per column; null leaves the cell empty. */
  rows: ReadonlyArray<readonly SheetValue[]>;
  /**
   * How many rows under the header the text columns are formatted, empty cells included, for a sheet
   * that is handed out to be filled in (the library cannot format a whole column).
   * @default the rows written
   */
  formattedRows?: number;
}

const TEXT_FORMAT = '@';
/**
 * What the file format (ST_Xstring) writes as `_xHHHH_`: the characters XML cannot carry (or turns
 * CR into LF), and the underscore of text that looks like such an escape. The library escapes the
 * first in lower case, which not every reader decodes, and leaves the second alone, which readers
 * would then decode: '_x0041_' would read back as 'A'.
 */
const XSTRING_ESCAPED = /_(?=[xX][0-9A-Fa-f]{4}_)|[^\t\n\u0020-\uFFFD]/g;
const escapeXstring = (text: string) =>
  text.replace(XSTRING_ESCAPED, (character) => `_x${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`);

/**
 * The one writer of the workbooks the product hands out: a one-sheet xlsx in which every string is
 * a shared-string cell in the text format, never a formula, whatever it begins with (=, +, -, @).
 */
export function writeWorkbook(sheet: WorkbookSheet): Uint8Array {
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, worksheetOf(sheet), sheet.name);
  return new Uint8Array(write(workbook, { type: 'array', bookType: 'xlsx', bookSST: true, compression: true }) as ArrayBuffer);
}

function worksheetOf({ columns, rows, formattedRows = 0 }: WorkbookSheet): WorkSheet {
  const worksheet: WorkSheet = {};
  const grid: ReadonlyArray<readonly SheetValue[]> = [columns.map((column) => column.header), ...rows];
  const lastRow = Math.max(grid.length - 1, formattedRows);
  for (let row = 0; row <= lastRow; row += 1) {
    columns.forEach((column, index) => {
      const cell = cellOf(grid[row]?.[index] ?? null, row > 0 && column.text === true);
      if (cell) worksheet[utils.encode_cell({ r: row, c: index })] = cell;
    });
  }
  worksheet['!ref'] = utils.encode_range({ s: { r: 0, c: 0 }, e: { r: lastRow, c: Math.max(columns.length - 1, 0) } });
  if (columns.some((column) => column.width !== undefined)) worksheet['!cols'] = columns.map((column) => (column.width === undefined ? {} : { wch: column.width }));
  return worksheet;
}

/** Typed here rather than guessed by the library, so that a string is always a text cell. */
function cellOf(value: SheetValue, inTextColumn: boolean): CellObject | undefined {
  if (typeof value === 'string') return { t: 's', v: escapeXstring(value), z: TEXT_FORMAT };
  if (typeof value === 'number') return inTextColumn ? { t: 'n', v: value, z: TEXT_FORMAT } : { t: 'n', v: value };
  return inTextColumn ? { t: 'z', z: TEXT_FORMAT } : undefined;
}
