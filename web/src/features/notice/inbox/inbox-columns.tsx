import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxRow } from '@sddp/shared';
import { createDataTableColumnHelper } from '@/components/data-table/features';
import { StateTag } from '@/components/list/state-tag';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date-time';

const helper = createDataTableColumnHelper<InboxRow>();

export function useInboxColumns(onOpen: (id: number) => void) {
  const { t } = useTranslation();
  return useMemo(
    () =>
      helper.columns([
        helper.accessor('title', {
          header: t('ui.notice.title'),
          cell: (info) => (
            <Button
              variant="link"
              className={info.row.original.read ? 'h-auto p-0 font-normal' : 'h-auto p-0 font-semibold'}
              aria-haspopup="dialog"
              onClick={() => onOpen(info.row.original.id)}
            >
              {info.getValue()}
            </Button>
          ),
        }),
        helper.display({
          id: 'tags',
          header: t('ui.notice.state'),
          cell: (info) => (
            <span className="flex gap-1">
              {info.row.original.topFlg === '1' ? <StateTag tone="info">{t('notice.top.pinned')}</StateTag> : null}
              {info.row.original.read ? (
                <StateTag tone="muted">{t('ui.notice.read')}</StateTag>
              ) : (
                <StateTag tone="warning">{t('ui.notice.unread')}</StateTag>
              )}
            </span>
          ),
        }),
        helper.accessor('projectNames', { header: t('ui.notice.projects') }),
        helper.accessor('createUser', { header: t('ui.notice.createUser') }),
        helper.accessor('createTime', {
          header: t('ui.notice.createTime'),
          cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span>,
        }),
      ]),
    [t, onOpen],
  );
}
