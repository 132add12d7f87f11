import { formatMessage, type Language } from '@sddp/shared';
import { writeWorkbook } from '../spreadsheet/write-workbook';
import { columnLabel, SUPPLIER_COLUMNS, type SupplierColumn } from './supplier-columns';

export interface SupplierTemplate {
  bytes: Uint8Array;
  fileName: string;
}

const EXAMPLE_ORG_CODE = '00012345';
const COLUMN_WIDTHS: Record<SupplierColumn, number> = { orgCode: 16, orgName: 48, bpCode: 20 };
/** The code cells of this many rows are formatted as text in advance: a code typed there keeps its leading zeros. */
const TEXT_FORMATTED_ROWS = 1000;

/** The supplier import template in the caller's language: headers, one example row, text-formatted codes. */
export function supplierTemplateWorkbook(language: Language): SupplierTemplate {
  const example: Record<SupplierColumn, string | null> = {
    orgCode: EXAMPLE_ORG_CODE,
    orgName: formatMessage(language, 'import.example.orgName'),
    bpCode: null,
  };
  const bytes = writeWorkbook({
    name: formatMessage(language, 'import.sheetName'),
    columns: SUPPLIER_COLUMNS.map((column) => ({ header: columnLabel(column, language), width: COLUMN_WIDTHS[column], text: column === 'orgCode' })),
    rows: [SUPPLIER_COLUMNS.map((column) => example[column])],
    formattedRows: TEXT_FORMATTED_ROWS,
  });
  return { bytes, fileName: formatMessage(language, 'import.templateFileName') };
}
