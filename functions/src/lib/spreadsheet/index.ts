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
} from './columns';
export { readWorkbookRows, type ReadProgress, type SheetRowsResult } from './read-rows';
export { templateWorkbook, type TemplateWorkbook } from './template';
export { writeRowsToStorage, type RowPage, type StorageTarget, type WriteProgress } from './write-rows-to-storage';
export { writeWorkbook, type WorkbookSheet } from './write-workbook';
export type { SheetValue, WorkbookColumn } from './sheet-xml';
export { XLSX_CONTENT_TYPE } from './xlsx-parts';
export { fileStamp } from './sheet-time';
export { checkImportSize } from './refusals';
export { inspectWorkbook, type InspectedWorkbook } from './inspect-workbook';
export { readFirstSheetText, type TextRow } from './read-first-sheet';
export { readSupplierWorkbook } from './read-supplier-workbook';
export {
  supplierTemplateWorkbook,
  SUPPLIER_COLUMNS,
  SUPPLIER_SHEET,
  type SupplierColumn,
  type SupplierRow,
  type SupplierRowsResult,
} from './supplier-sheet';
