export { ACTIONS_COLUMN_ID, DataTable, type DataTableProps } from './data-table';
export { DataTablePagination, type DataTablePaginationProps } from './data-table-pagination';
export { DataTableRowActions } from './data-table-row-actions';
export { createDataTableColumnHelper, dataTableFeatures, type DataTableColumns, type DataTableFeatures } from './features';
export { clampPageSize, listSearchSchema, nextListSearch, PAGE_SIZES, type ListSearch, type PageSize } from './list-search';
export { useTableSearch, type ListFilters, type SearchNavigate } from './use-table-search';
