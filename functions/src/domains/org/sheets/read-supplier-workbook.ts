import type { Language } from '@sddp/shared';
import { readWorkbookRows, type ReadProgress } from '#kit/spreadsheet/read-rows';
import { SUPPLIER_SHEET, type SupplierRowsResult } from './supplier-sheet';

/** The supplier import's whole read of an uploaded workbook: file checks once, the sheet, every row, the report. */
export function readSupplierWorkbook(
  bytes: Uint8Array,
  language: Language,
  onProgress?: (progress: ReadProgress) => void,
): SupplierRowsResult {
  return readWorkbookRows(SUPPLIER_SHEET, bytes, language, onProgress);
}
