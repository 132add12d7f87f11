import { useTranslation } from 'react-i18next';
import { useTableSearch, type SearchNavigate } from '@/components/data-table';
import { ListPage } from '@/components/list/list-page';
import { useDhmcProjects } from '../api/get-dhmc-projects';
import type { DhmcListSearch } from './dhmc-list-search';
import { useDhmcProjectColumns } from './dhmc-project-columns';

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
    <ListPage
      title={t('route.dhmcList')}
      query={projects}
      columns={columns}
      getRowId={(row) => String(row.projectId)}
      {...list.pagination}
    />
  );
}
