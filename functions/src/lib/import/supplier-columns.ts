import { formatMessage, LANGUAGES, type Language } from '@sddp/shared';

/**
 * The import's columns, in the template's order. The contact columns name the primary account each
 * row creates; a sheet without the required ones (the template before them) is refused as a whole.
 */
export const SUPPLIER_COLUMNS = ['orgCode', 'orgName', 'bpCode', 'linkman', 'mobile', 'email'] as const;
export type SupplierColumn = (typeof SUPPLIER_COLUMNS)[number];
const REQUIRED_COLUMNS: readonly SupplierColumn[] = ['orgCode', 'orgName', 'linkman', 'email'];

export function columnLabel(column: SupplierColumn, language: Language): string {
  return formatMessage(language, `import.column.${column}`);
}

const normaliseHeader = (text: string) => text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

/** A header names a column in either language or by its field name, ignoring case and spaces. */
const COLUMN_BY_HEADER = new Map<string, SupplierColumn>(
  SUPPLIER_COLUMNS.flatMap((column) =>
    [column, ...LANGUAGES.map((language) => columnLabel(column, language))].map((header) => [normaliseHeader(header), column] as const),
  ),
);

export type ColumnPositions = Partial<Record<SupplierColumn, number>>;

/** Where each column is (the first header that names it wins) and which required ones are missing. */
export function locateColumns(headerCells: string[]): { positions: ColumnPositions; missing: SupplierColumn[] } {
  const positions: ColumnPositions = {};
  headerCells.forEach((header, index) => {
    const column = COLUMN_BY_HEADER.get(normaliseHeader(header));
    if (column && positions[column] === undefined) positions[column] = index;
  });
  return { positions, missing: REQUIRED_COLUMNS.filter((column) => positions[column] === undefined) };
}
