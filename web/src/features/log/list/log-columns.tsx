import type { LogRow } from '@sddp/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createDataTableColumnHelper } from '@/components/data-table';
import { formatDateTime } from '@/lib/format-date-time';
import { LogChangesCell } from './log-changes-cell';

const helper = createDataTableColumnHelper<LogRow>();

/** The columns of spec §2.20, then the changes an edit recorded. */
export function useLogColumns() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      helper.columns([
        helper.accessor('userCode', { header: t('ui.logList.userCode') }),
        helper.accessor('projectName', { header: t('ui.logList.projectName') }),
        helper.accessor('orgName', { header: t('ui.logList.orgName') }),
        helper.accessor('linkman', { header: t('ui.logList.linkman') }),
        helper.accessor('log', { header: t('ui.logList.log') }),
        helper.accessor('reqUrl', { header: t('ui.logList.reqUrl') }),
        helper.accessor('createTime', {
          header: t('ui.logList.createTime'),
          cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span>,
        }),
        helper.display({ id: 'changes', header: t('ui.logList.changes'), cell: (info) => <LogChangesCell row={info.row.original} /> }),
      ]),
    [t],
  );
}
