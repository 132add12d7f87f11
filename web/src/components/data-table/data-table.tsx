import { functionalUpdate, useTable, type PaginationState, type RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { useTableHeight } from '@/lib/use-table-height';
import { DataTablePagination } from './data-table-pagination';
import { DataTableEmptyRow, DataTableFailedRow, DataTableSkeletonRows } from './data-table-placeholder-rows';
import { dataTableFeatures, type DataTableColumns } from './features';
import { cellContent, headerContent } from './render-column';

export type DataTableProps<Row extends RowData> = {
  columns: DataTableColumns<Row>;
  /** The current page of rows, as the server returned it. */
  rows: Row[];
  /** How many rows the whole list has on the server. */
  total: number;
  /** 1-based. */
  page: number;
  limit: number;
  loading?: boolean;
  /** The list query's error: the table says why and offers `onRetry` instead of looking empty. */
  error?: Error | null;
  onRetry?: () => void;
  onPageChange: (page: number) => void;
  /** Called with the new page size; the owner goes back to page 1. */
  onLimitChange: (limit: number) => void;
  emptyText?: ReactNode;
  getRowId: (row: Row) => string;
  /** The pager's layout (DataTablePagination): 'total' for a list shown whole, or where the spec shows the total only. */
  pager?: 'full' | 'total';
  className?: string;
};

/**
 * On a phone the rows scroll sideways under their first column, which stays put so each row keeps
 * its name; an opaque background hides what scrolls beneath it, and an inset shadow draws its edge
 * (a collapsed border would not move with it). Below 640 px its text wraps within a quarter of the
 * screen: a wider one left too little room beside it to scroll a row's actions into view.
 */
const STICKY_FIRST = 'sticky left-0 shadow-[inset_-1px_0_0_var(--color-border)]';
const FIRST_ON_A_PHONE = 'max-[639px]:min-w-20 max-[639px]:max-w-[25vw] max-[639px]:whitespace-normal max-[639px]:[overflow-wrap:anywhere]';

/** The id of a list's row-actions column. */
export const ACTIONS_COLUMN_ID = 'actions';

/**
 * From 992 px the row actions stay at the right edge while the other columns scroll beneath them, so a
 * wide list (all users at 1366 px) shows them without scrolling sideways; on a phone the first column
 * is the one that stays.
 */
const STICKY_ACTIONS = 'min-[992px]:sticky min-[992px]:right-0 min-[992px]:shadow-[inset_1px_0_0_var(--color-border)]';

/**
 * A server-paged list: the header stays put while the rows scroll within the window's height
 * (spec §9); cells never wrap, and a narrow screen scrolls the table sideways.
 */
export function DataTable<Row extends RowData>({
  columns,
  rows,
  total,
  page,
  limit,
  loading = false,
  error,
  onRetry,
  onPageChange,
  onLimitChange,
  emptyText,
  getRowId,
  pager,
  className,
}: DataTableProps<Row>) {
  const height = useTableHeight();
  const pagination: PaginationState = { pageIndex: page - 1, pageSize: limit };
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    getRowId: (row) => getRowId(row),
    manualPagination: true,
    rowCount: total,
    state: { pagination },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      if (next.pageSize !== pagination.pageSize) onLimitChange(next.pageSize);
      else if (next.pageIndex !== pagination.pageIndex) onPageChange(next.pageIndex + 1);
    },
  });
  const columnCount = Math.max(1, table.getAllLeafColumns().length);
  const bodyRows = table.getRowModel().rows;

  return (
    <div data-slot="data-table" className={cn('flex flex-col', className)}>
      <div
        data-slot="data-table-scroll"
        // A table wider or taller than its box scrolls: keyboard users reach it to scroll it (WCAG 2.1.1).
        tabIndex={0}
        className="overflow-auto rounded-md border outline-none focus-visible:ring-2 focus-visible:ring-ring [&>[data-slot=table-container]]:overflow-visible"
        style={{ maxHeight: height }}
      >
        <Table aria-busy={loading || undefined}>
          <TableHeader className="sticky top-0 z-10 bg-muted">
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header, index) => (
                  <TableHead
                    key={header.id}
                    colSpan={header.colSpan}
                    className={cn(
                      index === 0 && [STICKY_FIRST, 'z-[1] bg-muted'],
                      header.column.id === ACTIONS_COLUMN_ID && [STICKY_ACTIONS, 'z-[1] bg-muted'],
                    )}
                  >
                    {header.isPlaceholder ? null : index === 0 ? (
                      <div className={FIRST_ON_A_PHONE}>{headerContent(header)}</div>
                    ) : (
                      headerContent(header)
                    )}
                  </TableHead>
                ))}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {loading ? (
              <DataTableSkeletonRows columnCount={columnCount} rowCount={Math.min(limit, 10)} />
            ) : error ? (
              <DataTableFailedRow columnCount={columnCount} reason={error.message} onRetry={onRetry} />
            ) : bodyRows.length === 0 ? (
              <DataTableEmptyRow columnCount={columnCount} text={emptyText} />
            ) : (
              bodyRows.map((row) => (
                <TableRow key={row.id} data-row-id={row.id} className="group">
                  {row.getAllCells().map((cell, index) => (
                    <TableCell
                      key={cell.id}
                      className={cn(
                        (index === 0 || cell.column.id === ACTIONS_COLUMN_ID) &&
                          'bg-card group-hover:bg-[color-mix(in_oklab,var(--color-accent)_50%,var(--color-card))]',
                        index === 0 && STICKY_FIRST,
                        cell.column.id === ACTIONS_COLUMN_ID && STICKY_ACTIONS,
                      )}
                    >
                      {index === 0 ? <div className={FIRST_ON_A_PHONE}>{cellContent(cell)}</div> : cellContent(cell)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <DataTablePagination
        total={total}
        page={page}
        limit={limit}
        onPageChange={(target) => table.setPageIndex(target - 1)}
        onLimitChange={(size) => table.setPageSize(size)}
        {...(pager ? { pager } : {})}
      />
    </div>
  );
}
