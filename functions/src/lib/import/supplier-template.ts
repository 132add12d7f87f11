import { utils, write, type CellObject, type WorkSheet } from '@e965/xlsx';
import { formatMessage, type Language } from '@sddp/shared';
import { columnLabel, SUPPLIER_COLUMNS, type SupplierColumn } from './supplier-columns';

export interface SupplierTemplate {
  bytes: Uint8Array;
  fileName: string;
}

const TEXT_FORMAT = '@';
const EXAMPLE_ORG_CODE = '00012345';
const COLUMN_WIDTHS: Record<SupplierColumn, number> = { orgCode: 16, orgName: 48, bpCode: 20 };
/**
 * The library cannot format a whole column, so the code cells of this many rows are formatted as text
 * in advance: a code typed there keeps its leading zeros.
 */
const TEXT_FORMATTED_ROWS = 1000;

/** The supplier import template in the caller's language: headers, one example row, text-formatted codes. */
export function supplierTemplateWorkbook(language: Language): SupplierTemplate {
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, templateSheet(language), formatMessage(language, 'import.sheetName'));
  const bytes = new Uint8Array(write(workbook, { type: 'array', bookType: 'xlsx', bookSST: true, compression: true }) as ArrayBuffer);
  return { bytes, fileName: formatMessage(language, 'import.templateFileName') };
}

function templateSheet(language: Language): WorkSheet {
  const headers = SUPPLIER_COLUMNS.map((column) => columnLabel(column, language));
  const example: Record<SupplierColumn, string | null> = {
    orgCode: EXAMPLE_ORG_CODE,
    orgName: formatMessage(language, 'import.example.orgName'),
    bpCode: null,
  };
  const sheet = utils.aoa_to_sheet([headers, SUPPLIER_COLUMNS.map((column) => example[column])]);
  const codeColumn = SUPPLIER_COLUMNS.indexOf('orgCode');
  for (let row = 1; row <= TEXT_FORMATTED_ROWS; row += 1) {
    const address = utils.encode_cell({ r: row, c: codeColumn });
    const cell: CellObject = sheet[address] ?? { t: 'z' };
    sheet[address] = { ...cell, z: TEXT_FORMAT };
  }
  sheet['!ref'] = utils.encode_range({ s: { r: 0, c: 0 }, e: { r: TEXT_FORMATTED_ROWS, c: SUPPLIER_COLUMNS.length - 1 } });
  sheet['!cols'] = SUPPLIER_COLUMNS.map((column) => ({ wch: COLUMN_WIDTHS[column] }));
  return sheet;
}
