/**
 * The spreadsheet kit: sheets declared once (columns, localised headers, the cell rules) and read from
 * uploaded workbooks, handed out as templates, or streamed into storage as exports.
 */
export { defineImportSheet, exportSheetOf, type ExportSheet } from './spreadsheet/columns';
export { readWorkbookRows, type ReadProgress } from './spreadsheet/read-rows';
export { templateWorkbook } from './spreadsheet/template';
export { writeRowsToStorage, type RowPage, type WriteProgress } from './spreadsheet/write-rows-to-storage';
export { writeWorkbook } from './spreadsheet/write-workbook';
export type { SheetValue } from './spreadsheet/sheet-xml';
export { checkImportSize } from './spreadsheet/refusals';
export { inspectWorkbook } from './spreadsheet/inspect-workbook';
export { readFirstSheetText } from './spreadsheet/read-first-sheet';
