import { createColumnHelper, rowPaginationFeature, tableFeatures, type ColumnDef, type RowData } from '@tanstack/react-table';

/** The table features every list screen uses: pagination only, and that done by the server. */
export const dataTableFeatures = tableFeatures({ rowPaginationFeature });

export type DataTableFeatures = typeof dataTableFeatures;

// The column helper's own `columns()` widens each column's value type to `any`; we accept the same.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumns<Row extends RowData> = ReadonlyArray<ColumnDef<DataTableFeatures, Row, any>>;

/** The typed helper a screen's `columns.tsx` builds its columns with. */
export function createDataTableColumnHelper<Row extends RowData>() {
  return createColumnHelper<DataTableFeatures, Row>();
}
