export { inspectWorkbookFile, inspectWorkbook, type InspectedWorkbook, type WorkbookKind } from './inspect-workbook-file';
export { parseSupplierRows, type SupplierRow, type SupplierRowsResult } from './parse-supplier-rows';
export { supplierTemplateWorkbook, type SupplierTemplate } from './supplier-template';
export { columnLabel, locateColumns, SUPPLIER_COLUMNS, type ColumnPositions, type SupplierColumn } from './supplier-columns';
export { readFirstSheetText, type TextRow } from './read-first-sheet';
export { cellText } from './cell-text';
export { readZipDirectory, type ZipEntry } from './zip-directory';
export { verifyZipEntries } from './verify-zip-entries';
