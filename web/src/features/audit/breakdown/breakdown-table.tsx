import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE } from '@sddp/shared';
import { DataTable } from '@/components/data-table/data-table';
import { useBreakdownColumns } from './breakdown-columns';
import { nextSort, sortedEntries, type BreakdownEntry, type BreakdownSort, type SortKey } from './breakdown-sort';

interface BreakdownTableProps<Entry extends BreakdownEntry> {
  columns: readonly SortKey[];
  /** Every entry that matches the search: the breakdown is read whole, and sorted and paged here. */
  rows: readonly Entry[];
  loading: boolean;
}

/** One list of the breakdown, sorted and paged in the browser (a breakdown is at most 5,000 entries, read at once). */
export function BreakdownTable<Entry extends BreakdownEntry>({ columns, rows, loading }: BreakdownTableProps<Entry>) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<BreakdownSort>();
  const [page, setPage] = useState<number>(PAGE.first);
  const [limit, setLimit] = useState<number>(PAGE.defaultSize);
  const onSort = useCallback((column: SortKey) => setSort((current) => nextSort(current, column)), []);
  const tableColumns = useBreakdownColumns<Entry>(columns, sort, onSort);
  const ordered = useMemo(() => sortedEntries(rows, sort), [rows, sort]);
  // A new search, order or breakdown starts again at the first page.
  useEffect(() => setPage(PAGE.first), [ordered]);
  return (
    <DataTable
      columns={tableColumns}
      rows={ordered.slice((page - 1) * limit, page * limit)}
      total={ordered.length}
      page={page}
      limit={limit}
      loading={loading}
      onPageChange={setPage}
      onLimitChange={(next) => {
        setLimit(next);
        setPage(PAGE.first);
      }}
      emptyText={t('ui.auditBreakdown.noMatch')}
      getRowId={(row) => row.code}
    />
  );
}
