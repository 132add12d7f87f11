import { useTranslation } from 'react-i18next';
import { DataTable, useTableSearch, type SearchNavigate } from '@/components/data-table';
import { Card } from '@/components/ui/card';
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
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('route.allUsers')}</h1>
      <Card className="gap-4 p-4">
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
        <DataTable
          columns={columns}
          rows={users.data?.rows ?? []}
          total={users.data?.total ?? 0}
          loading={users.isPending || users.isPlaceholderData}
          error={users.error}
          onRetry={() => void users.refetch()}
          getRowId={(user) => String(user.id)}
          {...list.pagination}
        />
      </Card>
      {passwordDialog}
    </div>
  );
}
