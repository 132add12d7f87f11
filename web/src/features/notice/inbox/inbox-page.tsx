import { useTranslation } from 'react-i18next';
import { useTableSearch, type SearchNavigate } from '@/components/data-table/use-table-search';
import { ListPage } from '@/components/list/list-page';
import { useInbox } from '../api/inbox';
import { useInboxColumns } from './inbox-columns';
import type { InboxSearch } from './inbox-search';
import { NoticeReader } from './notice-reader';
import { useNoticeReader } from './use-notice-reader';
import { WaitingForYou } from './waiting-for-you';

interface InboxPageProps {
  search: InboxSearch;
  navigate: SearchNavigate<InboxSearch>;
}

/**
 * What waits for the signed-in user in digital delivery (personal notices, each a link to its screen), then
 * the notices addressed to the user: pinned first, then newest; opening either marks it read.
 */
export function InboxPage({ search, navigate }: InboxPageProps) {
  const { t } = useTranslation();
  const list = useTableSearch(search, navigate);
  const inbox = useInbox({ page: search.page, limit: search.limit });
  const reader = useNoticeReader();
  const columns = useInboxColumns(reader.show);
  return (
    <ListPage
      title={t('route.inbox')}
      lead={<WaitingForYou />}
      query={inbox}
      columns={columns}
      getRowId={(row) => String(row.id)}
      {...list.pagination}
    >
      <NoticeReader notice={reader.notice} failure={reader.failure} open={reader.open} onRetry={reader.retry} onClose={reader.close} />
    </ListPage>
  );
}
