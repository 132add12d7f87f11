import { useTranslation } from 'react-i18next';
import { useTableSearch, type SearchNavigate } from '@/components/data-table';
import { ListPage } from '@/components/list/list-page';
import { useAccessActor } from '@/lib/session/session-queries';
import { useUsers } from '../api/get-users';
import { useAllUsersColumns } from './all-users-columns';
import { AllUsersFilters } from './all-users-filters';
import { filtersOf, type AllUsersSearch } from './all-users-search';
import { ExportUsersButton } from './export-users-button';
import { ImportUsers } from './import-users';
import { useUserRowChanges } from './use-user-row-changes';

interface AllUsersPageProps {
  search: AllUsersSearch;
  navigate: SearchNavigate<AllUsersSearch>;
}

/** Spec §2.16: every account, for the platform administrators. */
export function AllUsersPage({ search, navigate }: AllUsersPageProps) {
  const { t } = useTranslation();
  const list = useTableSearch(search, navigate);
  const filters = filtersOf(search);
  const users = useUsers({ ...filters, page: search.page, limit: search.limit });
  const actor = useAccessActor();
  const { onStateChange, onReset, passwordDialog } = useUserRowChanges('manage');
  const columns = useAllUsersColumns({ onStateChange, onReset, actor });

  return (
    <ListPage
      title={t('route.allUsers')}
      toolbar={
        <AllUsersFilters
          applied={filters}
          onApply={list.setFilters}
          actions={
            <>
              <ImportUsers />
              <ExportUsersButton filters={filters} />
            </>
          }
        />
      }
      query={users}
      columns={columns}
      getRowId={(user) => String(user.id)}
      {...list.pagination}
    >
      {passwordDialog}
    </ListPage>
  );
}
