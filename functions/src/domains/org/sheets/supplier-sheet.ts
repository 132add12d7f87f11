import { formatMessage, orgCreateInput, orgUpdateInput, type Language } from '@sddp/shared';
import { defineImportSheet } from '#kit/spreadsheet/columns';
import type { SheetRowsResult } from '#kit/spreadsheet/read-rows';
import { templateWorkbook, type TemplateWorkbook } from '#kit/spreadsheet/template';

/**
 * The supplier import, in the template's column order, judged by the standard create form's rules (the
 * BP code by the edit form's, which alone has it). The contact columns name the primary account each
 * row creates; a sheet without the required ones (the template before them) is refused as a whole.
 */
export const SUPPLIER_SHEET = defineImportSheet({
  sheetName: 'import.sheetName',
  templateFileName: 'import.templateFileName',
  templateRows: 1000,
  columns: [
    {
      key: 'orgCode',
      header: 'import.column.orgCode',
      required: true,
      rule: orgCreateInput.shape.orgCode,
      unique: 'import.duplicateInFile',
      width: 16,
      text: true,
      example: () => '00012345',
    },
    {
      key: 'orgName',
      header: 'import.column.orgName',
      required: true,
      rule: orgCreateInput.shape.orgName,
      width: 48,
      example: (language) => formatMessage(language, 'import.example.orgName'),
    },
    { key: 'bpCode', header: 'import.column.bpCode', required: false, rule: orgUpdateInput.shape.bpCode.def.innerType, width: 20 },
    {
      key: 'linkman',
      header: 'import.column.linkman',
      required: true,
      rule: orgCreateInput.shape.linkman,
      width: 16,
      example: (language) => formatMessage(language, 'import.example.linkman'),
    },
    { key: 'mobile', header: 'import.column.mobile', required: false, rule: orgCreateInput.shape.mobile, width: 16, text: true },
    {
      key: 'email',
      header: 'import.column.email',
      required: true,
      rule: orgCreateInput.shape.email,
      width: 32,
      example: () => 'contact@example.com',
    },
  ],
});

export const SUPPLIER_COLUMNS = SUPPLIER_SHEET.keys;
export type SupplierColumn = (typeof SUPPLIER_COLUMNS)[number];
export type SupplierRowsResult = SheetRowsResult<SupplierColumn>;

/** Light on purpose (no spreadsheet reader): the organisation function hands the template out itself. */
export function supplierTemplateWorkbook(language: Language): TemplateWorkbook {
  return templateWorkbook(SUPPLIER_SHEET, language);
}
