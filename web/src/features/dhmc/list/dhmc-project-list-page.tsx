import { useTranslation } from 'react-i18next';
import { DataTable, useTableSearch, type SearchNavigate } from '@/components/data-table';
import { Card } from '@/components/ui/card';
import { useDhmcProjects } from '../api/get-dhmc-projects';
import { useDhmcProjectColumns } from './dhmc-project-columns';
import type { DhmcListSearch } from './dhmc-list-search';

interface DhmcProjectListPageProps {
  search: DhmcListSearch;
  navigate: SearchNavigate<DhmcListSearch>;
}

/** Spec §2.22: the delivery projects with their DHMC people count, each opening its detail. */
export function DhmcProjectListPage({ search, navigate }: DhmcProjectListPageProps) {
  const { t } = useTranslation();
  const list = useTableSearch(search, navigate);
  const projects = useDhmcProjects({ page: search.page, limit: search.limit });
  const rows = projects.data?.rows ?? [];
  const columns = useDhmcProjectColumns(rows.some((row) => row.handedOver > 0));
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('route.dhmcList')}</h1>
      <Card className="gap-4 p-4">
        <DataTable
          columns={columns}
          rows={rows}
          total={projects.data?.total ?? 0}
          loading={projects.isPending || projects.isPlaceholderData}
          error={projects.error}
          onRetry={() => void projects.refetch()}
          getRowId={(row) => String(row.projectId)}
          {...list.pagination}
        />
      </Card>
    </div>
  );
}
