import * as z from 'zod/mini';
import { formatMessage, LANGUAGES, type Language, type MessageKey } from '@sddp/shared';
import type { SheetValue } from './sheet-xml';

/** What every declared column has, whichever way the sheet goes. */
export interface SheetColumn<Key extends string = string> {
  key: Key;
  /** The header in the caller's language; on import, either language (or the key itself) names the column. */
  header: MessageKey;
  /** In characters. */
  width: number;
  /** Formatted as text, so what is typed there later (a code with leading zeros, a mobile) stays as typed. */
  text?: boolean;
}

/** A column a workbook brings in. */
export interface ImportColumn<Key extends string = string> extends SheetColumn<Key> {
  /** A sheet without this header is refused as a whole; an optional column that is absent reads as ''. */
  required: boolean;
  /** The field's name on the wire when it is not the key (the spec's `weihao` for `tagNumber`): a header of that name names the column too. */
  wireName?: string;
  /** The cell's rule, the form's own (it trims); its first issue is the cell's problem. */
  rule: z.ZodMiniType<string>;
  /** A value repeated in this column is a problem on each later row, this message naming the first row ({{row}}). */
  unique?: MessageKey;
  /** The template's example row; a column without one is left empty there. */
  example?: (language: Language) => string;
}

export interface ImportSheetDeclaration<Key extends string> {
  columns: readonly ImportColumn<Key>[];
  sheetName: MessageKey;
  templateFileName: MessageKey;
  /** How many rows under the header the template formats its text columns, empty cells included. */
  templateRows: number;
}

/** A validated row: its sheet row number as Excel shows it and the values its columns' rules gave. */
export type SheetRow<Key extends string> = { row: number } & Record<Key, string>;

export type ColumnPositions<Key extends string> = Partial<Record<Key, number>>;

export interface ImportSheet<Key extends string> extends ImportSheetDeclaration<Key> {
  keys: readonly Key[];
  /** A column's header in the language. */
  label(key: Key, language: Language): string;
  /** Every column's rule in one object: a row is judged in one parse, which is faster than a parse per cell. */
  rowRule: z.ZodMiniType<Record<Key, string>>;
  /** Where each column is (the first header that names it wins) and which required ones are missing. */
  locate(headerCells: readonly string[]): { positions: ColumnPositions<Key>; missing: ImportColumn<Key>[] };
}

export const columnLabel = (column: SheetColumn, language: Language) => formatMessage(language, column.header);

const normaliseHeader = (text: string) => text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

/** A sheet that workbooks are read into, with its header lookup built once. */
export function defineImportSheet<const Key extends string>(declaration: ImportSheetDeclaration<Key>): ImportSheet<Key> {
  const byHeader = new Map<string, ImportColumn<Key>>();
  for (const column of declaration.columns) {
    const names = [
      column.key,
      ...(column.wireName ? [column.wireName] : []),
      ...LANGUAGES.map((language) => columnLabel(column, language)),
    ];
    for (const header of names) {
      if (!byHeader.has(normaliseHeader(header))) byHeader.set(normaliseHeader(header), column);
    }
  }
  const byKey = new Map(declaration.columns.map((column) => [column.key, column]));
  return {
    ...declaration,
    keys: declaration.columns.map((column) => column.key),
    label: (key, language) => formatMessage(language, byKey.get(key)?.header ?? key),
    rowRule: z.object(Object.fromEntries(declaration.columns.map((column) => [column.key, column.rule]))) as unknown as z.ZodMiniType<
      Record<Key, string>
    >,
    locate(headerCells) {
      const positions: ColumnPositions<Key> = {};
      headerCells.forEach((header, index) => {
        const column = byHeader.get(normaliseHeader(header));
        if (column && positions[column.key] === undefined) positions[column.key] = index;
      });
      return { positions, missing: declaration.columns.filter((column) => column.required && positions[column.key] === undefined) };
    },
  };
}

/** A column a list exports: its value for a row, in the caller's language. */
export interface ExportColumn<Row> extends SheetColumn {
  value: (row: Row, language: Language) => SheetValue;
}

export interface ExportSheet<Row> {
  sheetName: MessageKey;
  columns: readonly ExportColumn<Row>[];
}

/** The import's own columns as an export of its rows, e.g. to hand a checked file back. */
export function exportSheetOf<Key extends string>(sheet: ImportSheet<Key>): ExportSheet<SheetRow<Key>> {
  return {
    sheetName: sheet.sheetName,
    columns: sheet.columns.map((column) => ({
      key: column.key,
      header: column.header,
      width: column.width,
      text: column.text,
      value: (row) => row[column.key],
    })),
  };
}
