import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryTagRow } from '@sddp/shared';
import { ACTIONS_COLUMN_ID } from '@/components/data-table';
import { DataTableRowActions, DataTableRowLink } from '@/components/data-table/data-table-row-actions';
import { createDataTableColumnHelper } from '@/components/data-table/features';
import { StateTag } from '@/components/list/state-tag';
import { formatDateTime } from '@/lib/format-date-time';
import { CompletenessBar, DeliveryStatusTag } from '../shared-ui/delivery-status';

const helper = createDataTableColumnHelper<DeliveryTagRow>();

export function useSupplierTagColumns() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      helper.columns([
        helper.accessor('tagNumber', { header: t('ui.device.weihao') }),
        helper.accessor('itemName', { header: t('ui.device.itemName') }),
        helper.accessor('classCode', {
          header: t('ui.device.place.class'),
          cell: (info) =>
            info.getValue() ? (
              `${info.getValue()} ${info.row.original.className}`.trim()
            ) : (
              <StateTag tone="warning">{t('ui.device.place.classNotSet')}</StateTag>
            ),
        }),
        helper.accessor('status', {
          header: t('ui.delivery.statusColumn'),
          cell: (info) => <DeliveryStatusTag status={info.getValue()} />,
        }),
        helper.accessor('completeness', {
          header: t('ui.delivery.completeness'),
          cell: (info) => (
            <CompletenessBar value={info.getValue()} label={`${info.row.original.tagNumber} ${t('ui.delivery.completeness')}`} />
          ),
        }),
        helper.accessor('submittedAt', {
          header: t('ui.delivery.submittedAt'),
          cell: (info) => (info.getValue() ? formatDateTime(info.getValue()) : '—'),
        }),
        helper.display({
          id: ACTIONS_COLUMN_ID,
          header: t('ui.list.actions'),
          cell: (info) => (
            <DataTableRowActions>
              <DataTableRowLink to="/delivery/tag" search={{ tagId: info.row.original.tagId }}>
                {t('ui.delivery.supplier.open')}
              </DataTableRowLink>
            </DataTableRowActions>
          ),
        }),
      ]),
    [t],
  );
}
