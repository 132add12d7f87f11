import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '@sddp/shared';
import { ACTIONS_COLUMN_ID, createDataTableColumnHelper } from '@/components/data-table';
import { formatDateTime } from '@/lib/format-date-time';
import { userRoleLabelKey } from '../user-role-label';
import { AllUsersRowActions, type AllUsersRowActionsProps } from './all-users-row-actions';
import { UserProjectsCell } from './user-projects-cell';
import { UserStateCell } from './user-state-cell';

const helper = createDataTableColumnHelper<UserRow>();

type RowHandlers = Pick<AllUsersRowActionsProps, 'actor' | 'onStateChange' | 'onReset'>;

/** The columns of spec §2.16, relabelled when the language changes. */
export function useAllUsersColumns({ onStateChange, onReset, actor }: RowHandlers) {
  const { t } = useTranslation();
  return useMemo(
    () =>
      helper.columns([
        helper.accessor('orgName', { header: t('ui.user.orgName') }),
        helper.accessor('userRole', {
          header: t('ui.user.userRole'),
          cell: (info) => {
            const key = userRoleLabelKey(info.getValue());
            return key ? t(key) : info.getValue();
          },
        }),
        helper.accessor('userCode', { header: t('ui.user.userCode') }),
        helper.accessor('linkman', { header: t('ui.user.linkman') }),
        helper.display({ id: 'projects', header: t('ui.user.project'), cell: (info) => <UserProjectsCell user={info.row.original} /> }),
        helper.accessor('linkPhone', { header: t('ui.user.linkPhone') }),
        helper.accessor('allEmail', { header: t('ui.user.email') }),
        helper.accessor('state', { header: t('ui.user.state'), cell: (info) => <UserStateCell state={info.getValue()} /> }),
        helper.accessor('createTime', {
          header: t('ui.user.createTime'),
          cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span>,
        }),
        helper.display({
          id: ACTIONS_COLUMN_ID,
          header: t('ui.list.actions'),
          cell: (info) => <AllUsersRowActions user={info.row.original} actor={actor} onStateChange={onStateChange} onReset={onReset} />,
        }),
      ]),
    [t, onStateChange, onReset, actor],
  );
}
