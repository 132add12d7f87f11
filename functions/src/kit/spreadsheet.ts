/**
 * The spreadsheet kit: sheets declared once (columns, localised headers, the cell rules) and read from
 * uploaded workbooks, handed out as templates, or streamed into storage as exports.
 */
export {
  defineImportSheet,
  exportSheetOf,
  type ExportColumn,
  type ExportSheet,
  type ImportColumn,
  type ImportSheet,
  type SheetColumn,
  type SheetRow,
} from './spreadsheet/columns';
export { readWorkbookRows, type ReadProgress, type SheetRowsResult } from './spreadsheet/read-rows';
export { templateWorkbook, type TemplateWorkbook } from './spreadsheet/template';
export { writeRowsToStorage, type RowPage, type StorageTarget, type WriteProgress } from './spreadsheet/write-rows-to-storage';
export { writeWorkbook, type WorkbookSheet } from './spreadsheet/write-workbook';
export type { SheetValue, WorkbookColumn } from './spreadsheet/sheet-xml';
export { XLSX_CONTENT_TYPE } from './spreadsheet/xlsx-parts';
export { fileStamp } from './spreadsheet/sheet-time';
export { checkImportSize } from './spreadsheet/refusals';
export { inspectWorkbook, type InspectedWorkbook } from './spreadsheet/inspect-workbook';
export { readFirstSheetText, type TextRow } from './spreadsheet/read-first-sheet';
