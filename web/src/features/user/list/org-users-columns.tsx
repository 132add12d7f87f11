import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ORG_ID, type AccessActor, type UserRow } from '@sddp/shared';
import { ACTIONS_COLUMN_ID, createDataTableColumnHelper } from '@/components/data-table';
import { reviewTypeLabelKey, userRoleLabelKey } from '../user-role-label';
import { OrgUsersRowActions, type OrgUsersRowHandlers } from './org-users-row-actions';
import { UserProjectsCell } from './user-projects-cell';
import { UserStateCell } from './user-state-cell';

const helper = createDataTableColumnHelper<UserRow>();

interface OrgUsersColumnsOptions extends OrgUsersRowHandlers {
  /** The signed-in user: its organisation decides the review-type column; the shared rules its row actions. */
  actor: AccessActor | undefined;
}

/** The columns of spec §2.18; the review type only for organisation 53. */
export function useOrgUsersColumns({ actor, ...handlers }: OrgUsersColumnsOptions) {
  const { t } = useTranslation();
  const { onStateChange, onReset, onEdit, onDelete, onProjects, onAudit } = handlers;
  const reviewOrg = actor?.user.orgId === ORG_ID.reviewOwner;
  return useMemo(
    () =>
      helper.columns([
        helper.accessor('linkman', { header: t('ui.user.name') }),
        helper.accessor('userCode', { header: t('ui.user.userCode') }),
        helper.accessor('userRole', {
          header: t('ui.user.accountType'),
          cell: (info) => {
            const key = userRoleLabelKey(info.getValue());
            return key ? t(key) : info.getValue();
          },
        }),
        ...(reviewOrg
          ? [
              helper.accessor('userType', {
                id: 'reviewType',
                header: t('ui.user.reviewType'),
                cell: (info) => t(reviewTypeLabelKey(info.getValue())),
              }),
            ]
          : []),
        helper.accessor('orgDepartment', { header: t('ui.user.department') }),
        helper.accessor('linkPhone', { header: t('ui.user.linkPhone') }),
        helper.display({
          id: 'projects',
          header: t('ui.user.projectPermissions'),
          cell: (info) => <UserProjectsCell user={info.row.original} />,
        }),
        helper.accessor('allEmail', { header: t('ui.user.email') }),
        helper.accessor('state', { header: t('ui.user.state'), cell: (info) => <UserStateCell state={info.getValue()} /> }),
        helper.display({
          id: ACTIONS_COLUMN_ID,
          header: t('ui.list.actions'),
          cell: (info) =>
            actor ? (
              <OrgUsersRowActions
                user={info.row.original}
                actor={actor}
                {...{ onStateChange, onReset, onEdit, onDelete, onProjects, onAudit }}
              />
            ) : null,
        }),
      ]),
    [t, reviewOrg, actor, onStateChange, onReset, onEdit, onDelete, onProjects, onAudit],
  );
}
