import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassRequirementsRow } from '@sddp/shared';
import { ACTIONS_COLUMN_ID } from '@/components/data-table';
import { DataTableRowActions, DataTableRowLink } from '@/components/data-table/data-table-row-actions';
import { createDataTableColumnHelper } from '@/components/data-table/features';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date-time';

const helper = createDataTableColumnHelper<ClassRequirementsRow>();

/** A class of the breakdown with how much it requires; a class dropped from the breakdown says so. */
export function useClassRequirementsColumns(projectId: number) {
  const { t } = useTranslation();
  return useMemo(
    () =>
      helper.columns([
        helper.accessor('classCode', { header: t('ui.auditBreakdown.code') }),
        helper.accessor('className', {
          header: t('ui.auditBreakdown.name'),
          cell: (info) =>
            info.row.original.inBreakdown ? (
              info.getValue()
            ) : (
              <Badge variant="outline">{t('ui.delivery.requirements.notInBreakdown')}</Badge>
            ),
        }),
        helper.accessor('type', { header: t('ui.auditBreakdown.type') }),
        helper.accessor('properties', { header: t('ui.delivery.requirements.propertiesColumn') }),
        helper.accessor('documents', { header: t('ui.delivery.requirements.documentsColumn') }),
        helper.accessor('required', { header: t('ui.delivery.requirements.requiredColumn') }),
        helper.accessor('updateTime', {
          header: t('ui.delivery.requirements.updated'),
          cell: (info) => (info.getValue() ? formatDateTime(info.getValue()) : t('ui.delivery.requirements.notSet')),
        }),
        helper.display({
          id: ACTIONS_COLUMN_ID,
          header: t('ui.list.actions'),
          cell: (info) => (
            <DataTableRowActions>
              <DataTableRowLink to="/delivery/requirements" search={{ projectId, classCode: info.row.original.classCode }}>
                {info.row.original.inBreakdown ? t('ui.delivery.requirements.edit') : t('ui.delivery.requirements.view')}
              </DataTableRowLink>
            </DataTableRowActions>
          ),
        }),
      ]),
    [t, projectId],
  );
}
