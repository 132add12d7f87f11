import { SheetXml, type SheetValue, type WorkbookColumn } from './sheet-xml';
import { packageParts, PART } from './xlsx-parts';
import { zipInMemory } from './zip-stream';

export interface WorkbookSheet {
  name: string;
  columns: readonly WorkbookColumn[];
  /** Under the header row, one value per column; null leaves the cell empty. */
  rows: ReadonlyArray<readonly SheetValue[]>;
  /**
   * How many rows under the header the text columns are formatted, empty cells included, for a sheet
   * that is handed out to be filled in.
   * @default the rows written
   */
  formattedRows?: number;
}

/**
 * A small one-sheet workbook built in memory (a template). The same sheet writer as the streamed
 * exports: every string a text cell in the text format, never a formula, whatever it begins with.
 */
export function writeWorkbook({ name, columns, rows, formattedRows = 0 }: WorkbookSheet): Uint8Array {
  const sheet = new SheetXml(columns);
  const sheetXml = sheet.start() + sheet.rows(rows) + sheet.formatTextColumnsUntil(formattedRows + 1) + sheet.end();
  return zipInMemory([
    ...packageParts(name),
    { name: PART.sheet, content: sheetXml },
    { name: PART.sharedStrings, content: sheet.sharedStrings() },
  ]);
}
