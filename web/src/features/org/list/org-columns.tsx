import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ENABLED_STATE, type OrgRow } from '@sddp/shared';
import { ACTIONS_COLUMN_ID, createDataTableColumnHelper } from '@/components/data-table';
import { StateTag } from '@/components/list/state-tag';
import { formatDateTime } from '@/lib/format-date-time';
import { orgTypeLabelKey } from '../org-type-label';
import { OrgContactCell } from './org-contact-cell';
import { OrgRowActions, type OrgRowActionsProps } from './org-row-actions';

const helper = createDataTableColumnHelper<OrgRow>();

type RowHandlers = Pick<OrgRowActionsProps, 'actor' | 'onStateChange' | 'onEdit'>;

/** The columns of spec §2.13, relabelled when the language changes. */
export function useOrgColumns({ actor, onStateChange, onEdit }: RowHandlers) {
  const { t } = useTranslation();
  return useMemo(
    () =>
      helper.columns([
        helper.accessor('id', { header: t('ui.org.id') }),
        helper.accessor('orgCode', { header: t('ui.org.orgCode') }),
        helper.accessor('bpCode', { header: t('ui.org.bpCode') }),
        helper.accessor('orgName', { header: t('ui.org.orgName') }),
        helper.accessor('orgType', { header: t('ui.org.orgType'), cell: (info) => t(orgTypeLabelKey(info.getValue())) }),
        helper.display({ id: 'contact', header: t('ui.org.contact.linkman'), cell: (info) => <OrgContactCell org={info.row.original} /> }),
        helper.accessor('state', {
          header: t('ui.org.state'),
          cell: (info) =>
            info.getValue() === ENABLED_STATE.enabled ? (
              <StateTag tone="success">{t('ui.org.enabled')}</StateTag>
            ) : (
              <StateTag tone="muted">{t('ui.org.disabled')}</StateTag>
            ),
        }),
        helper.accessor('createTime', {
          header: t('ui.org.createTime'),
          cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span>,
        }),
        helper.display({
          id: ACTIONS_COLUMN_ID,
          header: t('ui.list.actions'),
          cell: (info) => <OrgRowActions org={info.row.original} actor={actor} onStateChange={onStateChange} onEdit={onEdit} />,
        }),
      ]),
    [t, actor, onStateChange, onEdit],
  );
}
