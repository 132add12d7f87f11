import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from '@/components/data-table';
import { Card } from '@/components/ui/card';

/** What a list's query hook answers: a page of rows with the list's total, while it loads or after it failed. */
export interface ListQuery<Row> {
  data: { rows: Row[]; total: number } | undefined;
  isPending: boolean;
  /** The previous page, kept while the next one loads: the table shows it as loading. */
  isPlaceholderData: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

export type ListCardProps<Row extends RowData> = Omit<DataTableProps<Row>, 'rows' | 'total' | 'loading' | 'error' | 'onRetry'> & {
  /** Above the table: the filter bar with the page's actions (add, import, export) in it, or the actions alone. */
  toolbar?: ReactNode;
  /** A line between the filters and the table (how the rows are ordered, a cap on the export). */
  note?: ReactNode;
  /** The rows the table shows: while they load the table says so; if they failed it says why and offers a retry. */
  query: ListQuery<Row>;
};

/** A list's card: its filters and actions, then the table of the query's rows. */
export function ListCard<Row extends RowData>({ toolbar, note, query, ...table }: ListCardProps<Row>) {
  return (
    <Card className="gap-4 p-4">
      {toolbar}
      {note}
      <DataTable
        {...table}
        rows={query.data?.rows ?? []}
        total={query.data?.total ?? 0}
        loading={query.isPending || query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    </Card>
  );
}
