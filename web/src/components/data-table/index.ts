export { ACTIONS_COLUMN_ID, DataTable, type DataTableProps } from './data-table';
export { DataTablePagination } from './data-table-pagination';
export { DataTableRowActions, DataTableRowLink } from './data-table-row-actions';
export { createDataTableColumnHelper } from './features';
export { listSearchSchema } from './list-search';
export { useTableSearch, type SearchNavigate } from './use-table-search';
