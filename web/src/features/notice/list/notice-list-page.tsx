import { useNavigate } from '@tanstack/react-router';
import { PlusIcon } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeRow } from '@sddp/shared';
import { useTableSearch, type SearchNavigate } from '@/components/data-table/use-table-search';
import { ListPage } from '@/components/list/list-page';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useDebouncedAction } from '@/lib/use-debounced-action';
import { useNotices } from '../api/get-notices';
import { useSetNoticeFlagMutation, type NoticeFlag } from '../api/set-notice-flag';
import { useNoticeColumns } from './notice-columns';
import { NoticeFilters } from './notice-filters';
import { noticeQueryOf, type NoticeListSearch } from './notice-list-search';

interface NoticeListPageProps {
  search: NoticeListSearch;
  navigate: SearchNavigate<NoticeListSearch>;
}

/** Spec §2.24: the notices of the administrator. */
export function NoticeListPage({ search, navigate }: NoticeListPageProps) {
  const { t } = useTranslation();
  const goTo = useNavigate();
  const list = useTableSearch(search, navigate);
  const notices = useNotices(noticeQueryOf(search));
  const setFlag = useSetNoticeFlagMutation();

  const onFlag = useDebouncedAction((notice: NoticeRow, flag: NoticeFlag) =>
    setFlag.mutate({ notice, flag }, { onSuccess: () => toast.success(t('ui.notice.done')) }),
  );
  const onDetail = useCallback((notice: NoticeRow) => void goTo({ to: '/message/announcement', search: { id: notice.id } }), [goTo]);
  const columns = useNoticeColumns({ onDetail, onFlag, firstIndex: (search.page - 1) * search.limit + 1 });

  return (
    <ListPage
      title={t('route.notices')}
      toolbar={
        <NoticeFilters
          applied={search}
          onApply={list.setFilters}
          actions={
            <Button onClick={() => void goTo({ to: '/message/announcement', search: {} })}>
              <PlusIcon aria-hidden />
              {t('ui.notice.add')}
            </Button>
          }
        />
      }
      query={notices}
      columns={columns}
      getRowId={(notice) => String(notice.id)}
      {...list.pagination}
    />
  );
}
