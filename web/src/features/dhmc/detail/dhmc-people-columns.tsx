import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DhmcPersonRow } from '@sddp/shared';
import { createDataTableColumnHelper } from '@/components/data-table';
import { formatDateTime } from '@/lib/format-date-time';

const helper = createDataTableColumnHelper<DhmcPersonRow>();

/** The people of the DHMC party on the project: who, how to reach them, their discipline, organisation and since when. */
export function useDhmcPeopleColumns() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      helper.columns([
        helper.accessor('linkman', { header: t('ui.dhmc.linkman') }),
        helper.accessor('userCode', { header: t('ui.dhmc.userCode') }),
        helper.accessor('email', { header: t('ui.dhmc.email'), cell: (info) => <span className="break-all">{info.getValue()}</span> }),
        helper.accessor('linkPhone', { header: t('ui.dhmc.linkPhone') }),
        helper.accessor('zhuanye', { header: t('ui.dhmc.zhuanye') }),
        helper.accessor('orgName', { header: t('ui.dhmc.orgName') }),
        helper.accessor('createTime', {
          header: t('ui.dhmc.createTime'),
          cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span>,
        }),
      ]),
    [t],
  );
}
