import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { useTableSearch, type SearchNavigate } from '@/components/data-table/use-table-search';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
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
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('route.dynamicEquipment')}</h1>
      <Card className="gap-4 p-4">
        <PumpFilters applied={search} onApply={list.setFilters} />
        <Alert>
          <AlertDescription data-testid="pump-order">{hasDuty ? t('ui.pump.orderByDuty') : t('ui.pump.orderNewest')}</AlertDescription>
        </Alert>
        <DataTable
          columns={columns}
          rows={pumps.data?.rows ?? []}
          total={pumps.data?.total ?? 0}
          loading={pumps.isPending || pumps.isPlaceholderData}
          error={pumps.error}
          onRetry={() => void pumps.refetch()}
          emptyText={hasDuty ? t('ui.pump.noneMeetDuty') : undefined}
          getRowId={(pump) => String(pump.id)}
          {...list.pagination}
        />
      </Card>
    </div>
  );
}
