import { useTranslation } from 'react-i18next';
import { LOG_EXPORT_MAX_ROWS } from '@sddp/shared';
import { useTableSearch, type SearchNavigate } from '@/components/data-table';
import { ListPage } from '@/components/list/list-page';
import { ExportJobButton } from '@/lib/jobs/export-job-button';
import { useStartLogExportMutation } from '../api/export-log';
import { useLog } from '../api/get-log';
import { useLogColumns } from './log-columns';
import { LogFilters } from './log-filters';
import type { LogListSearch } from './log-list-search';

interface LogListPageProps {
  search: LogListSearch;
  navigate: SearchNavigate<LogListSearch>;
}

/** Spec §2.20: the operation log, newest first, with the exact total of any filter. */
export function LogListPage({ search, navigate }: LogListPageProps) {
  const { t } = useTranslation();
  const list = useTableSearch(search, navigate);
  const log = useLog(search);
  const columns = useLogColumns();
  const startExport = useStartLogExportMutation();
  const filters = { projectId: search.projectId, userCode: search.userCode, orgName: search.orgName, from: search.from, to: search.to };
  const total = log.data?.total ?? 0;

  return (
    <ListPage
      title={t('route.operationLog')}
      toolbar={
        <LogFilters
          applied={filters}
          onApply={list.setFilters}
          actions={
            <ExportJobButton
              start={() => startExport.mutateAsync(filters)}
              label={t('ui.logList.export')}
              progressLabel={t('ui.logList.exportProgress')}
            />
          }
        />
      }
      note={
        total > LOG_EXPORT_MAX_ROWS ? (
          <p className="text-sm text-muted-foreground">{t('ui.logList.exportCapped', { max: LOG_EXPORT_MAX_ROWS.toLocaleString() })}</p>
        ) : null
      }
      query={log}
      columns={columns}
      getRowId={(row) => row.id}
      {...list.pagination}
    />
  );
}
