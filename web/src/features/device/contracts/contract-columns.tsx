import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractRow } from '@sddp/shared';
import { ACTIONS_COLUMN_ID } from '@/components/data-table';
import { createDataTableColumnHelper } from '@/components/data-table/features';
import { StateTag } from '@/components/list/state-tag';
import { formatDateTime } from '@/lib/format-date-time';
import { useProjectLabel } from '../api/use-project-label';
import { ContractRowActions, type ContractRowActionsProps } from './contract-row-actions';

const helper = createDataTableColumnHelper<ContractRow>();

export function useContractColumns({ onHandOver, onDelete }: Pick<ContractRowActionsProps, 'onHandOver' | 'onDelete'>) {
  const { t } = useTranslation();
  const projectLabel = useProjectLabel();
  return useMemo(
    () =>
      helper.columns([
        helper.accessor('contractNo', { header: t('ui.device.contractNo') }),
        helper.accessor('contractName', { header: t('ui.device.contractName') }),
        helper.accessor('projectName', {
          header: t('ui.device.project'),
          cell: (info) => projectLabel(info.row.original.projectId, info.getValue()),
        }),
        helper.accessor('supplierName', { header: t('ui.device.supplier') }),
        helper.accessor('tagCount', { header: t('ui.device.tagCount') }),
        helper.accessor('dueDate', {
          header: t('ui.device.terms.dueDate'),
          cell: (info) => info.getValue() || <StateTag tone="muted">{t('ui.device.terms.notSet')}</StateTag>,
        }),
        helper.accessor('contractorName', {
          header: t('ui.device.terms.contractor'),
          cell: (info) => info.getValue() || <StateTag tone="muted">{t('ui.device.terms.noContractor')}</StateTag>,
        }),
        helper.accessor('handedOverAt', {
          header: t('ui.device.handedOver'),
          cell: (info) =>
            info.getValue() ? (
              <StateTag tone="success">{formatDateTime(info.getValue())}</StateTag>
            ) : (
              <StateTag tone="muted">{t('ui.device.notHandedOver')}</StateTag>
            ),
        }),
        helper.accessor('createTime', {
          header: t('ui.device.createTime'),
          cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span>,
        }),
        helper.display({
          id: ACTIONS_COLUMN_ID,
          header: t('ui.list.actions'),
          cell: (info) => <ContractRowActions contract={info.row.original} onHandOver={onHandOver} onDelete={onDelete} />,
        }),
      ]),
    [t, projectLabel, onHandOver, onDelete],
  );
}
