import { DELIVERY_LIMITS, DEVICE_LIMITS, requiredText, text } from '@sddp/shared';
import { defineImportSheet, exportSheetOf, type SheetRow } from '#kit/spreadsheet/columns';

const info = text(DELIVERY_LIMITS.nameMax * 2);

/**
 * The supplier's delivery workbook: a row per tag and property its class requires, the tag number and the
 * property key saying which, the class, name, unit and format there to read, the value to fill. Classes
 * differ in their properties, so a row per value keeps one set of columns for any contract (decision
 * "The delivery workbook lists a row per tag and property").
 */
export const SUPPLIER_WORKBOOK_SHEET = defineImportSheet({
  sheetName: 'import.delivery.sheetName',
  templateFileName: 'import.delivery.fileName',
  templateRows: 0,
  columns: [
    {
      key: 'tagNumber',
      wireName: 'weihao',
      header: 'import.delivery.column.tagNumber',
      required: true,
      rule: requiredText('validation.device.weihaoRequired', DEVICE_LIMITS.weihaoMax),
      width: 18,
      text: true,
    },
    { key: 'className', header: 'import.delivery.column.className', required: false, rule: info, width: 20 },
    {
      key: 'propertyKey',
      header: 'import.delivery.column.propertyKey',
      required: true,
      rule: requiredText('validation.delivery.key', DELIVERY_LIMITS.keyMax),
      width: 18,
      text: true,
    },
    { key: 'propertyName', header: 'import.delivery.column.propertyName', required: false, rule: info, width: 24 },
    { key: 'format', header: 'import.delivery.column.format', required: false, rule: text(DELIVERY_LIMITS.valueMax * 4), width: 28 },
    {
      key: 'value',
      header: 'import.delivery.column.value',
      required: true,
      rule: text(DELIVERY_LIMITS.valueMax),
      width: 28,
      text: true,
    },
  ],
});

export type SupplierWorkbookRow = SheetRow<(typeof SUPPLIER_WORKBOOK_SHEET.keys)[number]>;

/** The download: the same columns, so the file goes back in as it came out. */
export const SUPPLIER_WORKBOOK_EXPORT = exportSheetOf(SUPPLIER_WORKBOOK_SHEET);
