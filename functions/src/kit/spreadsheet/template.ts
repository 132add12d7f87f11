import { formatMessage, type Language } from '@sddp/shared';
import { columnLabel, type ImportSheet } from './columns';
import { writeWorkbook } from './write-workbook';

export interface TemplateWorkbook {
  bytes: Uint8Array;
  fileName: string;
}

/**
 * The workbook users fill in, from the sheet's declaration. The first sheet (the one imports read) has
 * the localised headers and text columns formatted ahead, and no data: a template imported unchanged
 * writes nothing. The example row and how to fill in live on a second sheet, which no import reads.
 */
export function templateWorkbook<Key extends string>(sheet: ImportSheet<Key>, language: Language): TemplateWorkbook {
  const columns = sheet.columns.map((column) => ({ header: columnLabel(column, language), width: column.width, text: column.text }));
  const dataSheetName = formatMessage(language, sheet.sheetName);
  const note = (text: string) => [text, ...columns.slice(1).map(() => null)];
  const bytes = writeWorkbook(
    { name: dataSheetName, columns, rows: [], formattedRows: sheet.templateRows },
    {
      name: formatMessage(language, 'import.instructions.sheetName'),
      columns,
      rows: [
        sheet.columns.map((column) => column.example?.(language) ?? null),
        [],
        note(formatMessage(language, 'import.instructions.fill', { sheet: dataSheetName })),
        note(formatMessage(language, 'import.instructions.example')),
      ],
    },
  );
  return { bytes, fileName: formatMessage(language, sheet.templateFileName) };
}
