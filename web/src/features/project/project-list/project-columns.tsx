import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { projectNameIn, type ProjectRow } from '@sddp/shared';
import { ACTIONS_COLUMN_ID, createDataTableColumnHelper } from '@/components/data-table';
import { formatDateTime } from '@/lib/format-date-time';
import { ProjectRowActions } from './project-row-actions';
import { ProjectStateTag } from './project-state-tag';

const helper = createDataTableColumnHelper<ProjectRow>();

export function useProjectColumns() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () =>
      helper.columns([
        helper.accessor('id', { header: t('ui.project.list.id') }),
        helper.display({
          id: 'projectName',
          header: t('ui.project.list.projectName'),
          cell: ({ row }) => <span className="font-medium">{projectNameIn(row.original, language)}</span>,
        }),
        helper.accessor('state', {
          header: t('ui.project.list.state'),
          cell: ({ getValue }) => <ProjectStateTag state={getValue()} />,
        }),
        helper.accessor('createTime', {
          header: t('ui.project.list.createTime'),
          cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span>,
        }),
        helper.display({
          id: ACTIONS_COLUMN_ID,
          header: t('ui.list.actions'),
          cell: ({ row }) => <ProjectRowActions project={row.original} />,
        }),
      ]),
    [t, language],
  );
}
