import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pumpTypeLabelKey, type TagRow } from '@sddp/shared';
import { ACTIONS_COLUMN_ID } from '@/components/data-table';
import { DataTableRowActions, DataTableRowLink } from '@/components/data-table/data-table-row-actions';
import { createDataTableColumnHelper } from '@/components/data-table/features';
import { ConfirmButton } from '@/components/list/confirm';
import { Badge } from '@/components/ui/badge';

const helper = createDataTableColumnHelper<TagRow>();

/** `classNames` names the classes of the contract's project (code → name) while they are known. */
export function useTagColumns(onDelete: (tag: TagRow) => void, classNames: ReadonlyMap<string, string>) {
  const { t } = useTranslation();
  return useMemo(
    () =>
      helper.columns([
        helper.accessor('weihao', { header: t('ui.device.weihao') }),
        helper.accessor('itemName', { header: t('ui.device.itemName') }),
        helper.accessor('equipmentType', {
          header: t('ui.device.equipmentType'),
          cell: (info) => (info.getValue() ? t(pumpTypeLabelKey(info.getValue())) : t('ui.device.otherItem')),
        }),
        helper.accessor('pumpId', {
          header: t('ui.device.pump'),
          cell: (info) =>
            info.getValue() ? (
              <Link className="text-primary hover:underline" to="/dynamicEquipment/detail" search={{ id: info.getValue() }}>
                #{info.getValue()}
              </Link>
            ) : (
              '—'
            ),
        }),
        helper.accessor('quantity', { header: t('ui.device.quantity') }),
        helper.accessor('classCode', {
          header: t('ui.device.place.class'),
          cell: (info) =>
            info.getValue() ? (
              `${info.getValue()} ${classNames.get(info.getValue()) ?? ''}`.trim()
            ) : (
              <Badge variant="outline">{t('ui.device.place.classNotSet')}</Badge>
            ),
        }),
        helper.accessor('completeness', { header: t('ui.device.completeness'), cell: (info) => `${info.getValue()}%` }),
        helper.display({
          id: ACTIONS_COLUMN_ID,
          header: t('ui.list.actions'),
          cell: (info) => (
            <DataTableRowActions>
              <DataTableRowLink to="/device/item" search={{ id: info.row.original.id }}>
                {t('ui.device.editSheet')}
              </DataTableRowLink>
              <ConfirmButton
                variant="link"
                size="sm"
                className="px-1 text-destructive"
                title={t('ui.device.confirmDeleteTag', { weihao: info.row.original.weihao })}
                onConfirm={() => onDelete(info.row.original)}
              >
                {t('ui.device.delete')}
              </ConfirmButton>
            </DataTableRowActions>
          ),
        }),
      ]),
    [t, onDelete, classNames],
  );
}
