import { SharedStrings, SheetXml, type SheetValue, type WorkbookColumn } from './sheet-xml';
import { packageParts, PART, sheetPart } from './xlsx-parts';
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
 * A small workbook built in memory (a template), its sheets in the order given. The same sheet writer as
 * the streamed exports: every string a text cell in the text format, never a formula, whatever it begins with.
 */
export function writeWorkbook(...sheets: [WorkbookSheet, ...WorkbookSheet[]]): Uint8Array {
  const strings = new SharedStrings();
  const sheetParts = sheets.map(({ columns, rows, formattedRows = 0 }, index) => {
    const sheet = new SheetXml(columns, strings);
    return {
      name: sheetPart(index),
      content: sheet.start() + sheet.rows(rows) + sheet.formatTextColumnsUntil(formattedRows + 1) + sheet.end(),
    };
  });
  return zipInMemory([
    ...packageParts(sheets.map((sheet) => sheet.name)),
    ...sheetParts,
    { name: PART.sharedStrings, content: strings.xml() },
  ]);
}
