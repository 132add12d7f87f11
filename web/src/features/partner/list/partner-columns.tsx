import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerRow } from '@sddp/shared';
import { ACTIONS_COLUMN_ID, createDataTableColumnHelper } from '@/components/data-table';
import { ConfirmButton } from '@/components/list/confirm';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date-time';

const helper = createDataTableColumnHelper<PartnerRow>();

interface RowHandlers {
  onEdit: (partner: PartnerRow) => void;
  onRotate: (partner: PartnerRow) => void;
}

export function usePartnerColumns({ onEdit, onRotate }: RowHandlers) {
  const { t } = useTranslation();
  return useMemo(
    () =>
      helper.columns([
        helper.accessor('id', { header: 'ID' }),
        helper.accessor('name', { header: t('ui.sso.partner.name') }),
        helper.accessor('callbackUrl', {
          header: t('ui.sso.partner.callbackUrl'),
          cell: (info) => <span className="break-all">{info.getValue()}</span>,
        }),
        helper.accessor('secretVersion', { header: t('ui.sso.partner.secretVersion') }),
        helper.accessor('updateTime', {
          header: t('ui.sso.partner.updateTime'),
          cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span>,
        }),
        helper.display({
          id: ACTIONS_COLUMN_ID,
          header: t('ui.sso.partner.actions'),
          cell: (info) => (
            <div className="flex gap-2">
              <Button size="sm" variant="outline" aria-haspopup="dialog" onClick={() => onEdit(info.row.original)}>
                {t('ui.sso.partner.editButton')}
              </Button>
              <ConfirmButton
                size="sm"
                variant="outline"
                title={t('ui.sso.partner.rotateConfirm', { name: info.row.original.name })}
                onConfirm={() => onRotate(info.row.original)}
              >
                {t('ui.sso.partner.rotate')}
              </ConfirmButton>
            </div>
          ),
        }),
      ]),
    [t, onEdit, onRotate],
  );
}
