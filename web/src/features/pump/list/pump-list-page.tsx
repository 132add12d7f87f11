import { useTranslation } from 'react-i18next';
import { useTableSearch, type SearchNavigate } from '@/components/data-table/use-table-search';
import { ListPage } from '@/components/list/list-page';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { usePumps } from '../api/get-pumps';
import { usePumpColumns } from './pump-columns';
import { PumpFilters } from './pump-filters';
import type { PumpListSearch } from './pump-list-search';

interface PumpListPageProps {
  search: PumpListSearch;
  navigate: SearchNavigate<PumpListSearch>;
}

/** Spec §2.25: the pump catalogue, searched by a duty point (closest match first). */
export function PumpListPage({ search, navigate }: PumpListPageProps) {
  const { t } = useTranslation();
  const list = useTableSearch(search, navigate);
  const pumps = usePumps(search);
  const duty = { liuliang: search.liuliang, yangcheng: search.yangcheng };
  const columns = usePumpColumns(duty);
  const hasDuty = duty.liuliang !== undefined || duty.yangcheng !== undefined;
  return (
    <ListPage
      title={t('route.dynamicEquipment')}
      toolbar={<PumpFilters applied={search} onApply={list.setFilters} />}
      note={
        <Alert>
          <AlertDescription data-testid="pump-order">{hasDuty ? t('ui.pump.orderByDuty') : t('ui.pump.orderNewest')}</AlertDescription>
        </Alert>
      }
      query={pumps}
      columns={columns}
      emptyText={hasDuty ? t('ui.pump.noneMeetDuty') : undefined}
      getRowId={(pump) => String(pump.id)}
      {...list.pagination}
    />
  );
}
