import { formatMessage, type Language } from '@sddp/shared';
import { columnLabel, type ImportSheet } from './columns';
import { writeWorkbook } from './write-workbook';

export interface TemplateWorkbook {
  bytes: Uint8Array;
  fileName: string;
}

/** The workbook users fill in, from the sheet's declaration: localised headers, the example row, text columns formatted ahead. */
export function templateWorkbook<Key extends string>(sheet: ImportSheet<Key>, language: Language): TemplateWorkbook {
  const bytes = writeWorkbook({
    name: formatMessage(language, sheet.sheetName),
    columns: sheet.columns.map((column) => ({ header: columnLabel(column, language), width: column.width, text: column.text })),
    rows: [sheet.columns.map((column) => column.example?.(language) ?? null)],
    formattedRows: sheet.templateRows,
  });
  return { bytes, fileName: formatMessage(language, sheet.templateFileName) };
}
