import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { useTableSearch, type SearchNavigate } from '@/components/data-table/use-table-search';
import { Card } from '@/components/ui/card';
import { useInbox } from '../api/inbox';
import { useInboxColumns } from './inbox-columns';
import type { InboxSearch } from './inbox-search';
import { NoticeReader } from './notice-reader';
import { useNoticeReader } from './use-notice-reader';

interface InboxPageProps {
  search: InboxSearch;
  navigate: SearchNavigate<InboxSearch>;
}

/** The notices addressed to the signed-in user: pinned first, then newest; opening one marks it read. */
export function InboxPage({ search, navigate }: InboxPageProps) {
  const { t } = useTranslation();
  const list = useTableSearch(search, navigate);
  const inbox = useInbox({ page: search.page, limit: search.limit });
  const reader = useNoticeReader();
  const columns = useInboxColumns(reader.show);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('route.inbox')}</h1>
      <Card className="gap-4 p-4">
        <DataTable
          columns={columns}
          rows={inbox.data?.rows ?? []}
          total={inbox.data?.total ?? 0}
          loading={inbox.isPending || inbox.isPlaceholderData}
          error={inbox.error}
          onRetry={() => void inbox.refetch()}
          getRowId={(row) => String(row.id)}
          {...list.pagination}
        />
      </Card>
      <NoticeReader notice={reader.notice} failure={reader.failure} open={reader.open} onRetry={reader.retry} onClose={reader.close} />
    </div>
  );
}
