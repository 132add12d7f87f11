import { formatMessage, type Language } from '@sddp/shared';
import { writeWorkbook } from '../spreadsheet/write-workbook';
import { columnLabel, SUPPLIER_COLUMNS, type SupplierColumn } from './supplier-columns';

export interface SupplierTemplate {
  bytes: Uint8Array;
  fileName: string;
}

const EXAMPLE_ORG_CODE = '00012345';
const EXAMPLE_EMAIL = 'contact@example.com';
const COLUMN_WIDTHS: Record<SupplierColumn, number> = { orgCode: 16, orgName: 48, bpCode: 20, linkman: 16, mobile: 16, email: 32 };
/** Typed there, a code keeps its leading zeros and a mobile stays the digits typed. */
const TEXT_COLUMNS: readonly SupplierColumn[] = ['orgCode', 'mobile'];
/** The text columns of this many rows are formatted in advance, empty cells included. */
const TEXT_FORMATTED_ROWS = 1000;

/** The supplier import template in the caller's language: headers, one example row, text-formatted codes and mobiles. */
export function supplierTemplateWorkbook(language: Language): SupplierTemplate {
  const example: Record<SupplierColumn, string | null> = {
    orgCode: EXAMPLE_ORG_CODE,
    orgName: formatMessage(language, 'import.example.orgName'),
    bpCode: null,
    linkman: formatMessage(language, 'import.example.linkman'),
    mobile: null,
    email: EXAMPLE_EMAIL,
  };
  const bytes = writeWorkbook({
    name: formatMessage(language, 'import.sheetName'),
    columns: SUPPLIER_COLUMNS.map((column) => ({ header: columnLabel(column, language), width: COLUMN_WIDTHS[column], text: TEXT_COLUMNS.includes(column) })),
    rows: [SUPPLIER_COLUMNS.map((column) => example[column])],
    formattedRows: TEXT_FORMATTED_ROWS,
  });
  return { bytes, fileName: formatMessage(language, 'import.templateFileName') };
}
