import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createDataTableColumnHelper, type DataTableColumns } from '@/components/data-table/features';
import type { BreakdownEntry, BreakdownSort, SortKey } from './breakdown-sort';
import { SortHeader } from './sort-header';

/** Main items (主项) show code and name; factory object classes (工厂对象分类) also their type. */
export const MAIN_ITEM_COLUMNS = ['code', 'name'] as const satisfies readonly SortKey[];
export const FACTORY_CLASS_COLUMNS = ['code', 'name', 'type'] as const satisfies readonly SortKey[];

/** The columns, each head a button that orders the list by it. */
export function useBreakdownColumns<Entry extends BreakdownEntry>(
  keys: readonly SortKey[],
  sort: BreakdownSort,
  onSort: (column: SortKey) => void,
): DataTableColumns<Entry> {
  const { t } = useTranslation();
  return useMemo(() => {
    const helper = createDataTableColumnHelper<Entry>();
    return helper.columns(
      keys.map((column) =>
        helper.accessor((entry) => entry[column] ?? '', {
          id: column,
          header: () => <SortHeader label={t(`ui.auditBreakdown.${column}`)} column={column} sort={sort} onSort={onSort} />,
        }),
      ),
    );
  }, [keys, t, sort, onSort]);
}
