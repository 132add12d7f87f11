import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeRow } from '@sddp/shared';
import { ACTIONS_COLUMN_ID } from '@/components/data-table';
import { createDataTableColumnHelper } from '@/components/data-table/features';
import { StateTag } from '@/components/list/state-tag';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date-time';
import { NoticeRowActions, type NoticeRowActionsProps } from './notice-row-actions';

const helper = createDataTableColumnHelper<NoticeRow>();

/** The columns of spec §2.24: index, projects, title, scope, author, pin and publish tags, time, actions. */
export function useNoticeColumns({
  onDetail,
  onFlag,
  firstIndex,
}: Pick<NoticeRowActionsProps, 'onDetail' | 'onFlag'> & { firstIndex: number }) {
  const { t } = useTranslation();
  return useMemo(
    () =>
      helper.columns([
        helper.display({ id: 'index', header: t('ui.notice.index'), cell: (info) => firstIndex + info.row.index }),
        helper.accessor('projectNames', { header: t('ui.notice.projects') }),
        helper.accessor('title', { header: t('ui.notice.title') }),
        helper.accessor('scopeValue', { header: t('ui.notice.scope') }),
        helper.accessor('createUser', { header: t('ui.notice.createUser') }),
        helper.accessor('topFlg', {
          header: t('ui.notice.topFlg'),
          cell: (info) => (
            <StateTag tone={info.getValue() === '1' ? 'success' : 'warning'}>
              {t(info.getValue() === '1' ? 'notice.top.pinned' : 'notice.top.notPinned')}
            </StateTag>
          ),
        }),
        helper.accessor('cancelFlg', {
          header: t('ui.notice.cancelFlg'),
          cell: (info) =>
            info.getValue() === '1' ? (
              <Badge variant="destructive">{t('notice.cancel.withdrawn')}</Badge>
            ) : (
              <StateTag tone="success">{t('notice.cancel.published')}</StateTag>
            ),
        }),
        helper.accessor('createTime', {
          header: t('ui.notice.createTime'),
          cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span>,
        }),
        helper.display({
          id: ACTIONS_COLUMN_ID,
          header: t('ui.list.actions'),
          cell: (info) => <NoticeRowActions notice={info.row.original} onDetail={onDetail} onFlag={onFlag} />,
        }),
      ]),
    [t, onDetail, onFlag, firstIndex],
  );
}
