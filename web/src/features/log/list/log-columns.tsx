import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type LogRow, PROJECT_ID, projectNameIn } from '@sddp/shared';
import { createDataTableColumnHelper } from '@/components/data-table';
import { formatDateTime } from '@/lib/format-date-time';
import { userProjectListQueryOptions } from '@/lib/session/session-queries';
import { LogChangesCell } from './log-changes-cell';

const helper = createDataTableColumnHelper<LogRow>();

/** The columns of spec §2.20, then the changes an edit recorded. */
export function useLogColumns() {
  const { t, i18n } = useTranslation();
  // A row names its project as written (in Chinese); show it as the filter does, in the reader's language.
  const { data: projects } = useQuery(userProjectListQueryOptions());
  const language = i18n.language;
  return useMemo(() => {
    const names = new Map((projects ?? []).map((project) => [project.projectId, projectNameIn(project, language)]));
    names.set(PROJECT_ID.userSystem, t('ui.logList.userSystem'));
    return helper.columns([
      helper.accessor('userCode', { header: t('ui.logList.userCode') }),
      helper.accessor('projectName', {
        header: t('ui.logList.projectName'),
        cell: (info) => names.get(info.row.original.projectId) ?? info.getValue(),
      }),
      helper.accessor('orgName', { header: t('ui.logList.orgName') }),
      helper.accessor('linkman', { header: t('ui.logList.linkman') }),
      helper.accessor('log', { header: t('ui.logList.log') }),
      helper.accessor('reqUrl', { header: t('ui.logList.reqUrl') }),
      helper.accessor('createTime', {
        header: t('ui.logList.createTime'),
        cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span>,
      }),
      helper.display({ id: 'changes', header: t('ui.logList.changes'), cell: (info) => <LogChangesCell row={info.row.original} /> }),
    ]);
  }, [t, projects, language]);
}
