import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type DhmcProjectRow, projectNameIn } from '@sddp/shared';
import { ACTIONS_COLUMN_ID, createDataTableColumnHelper } from '@/components/data-table';
import { Button } from '@/components/ui/button';

const helper = createDataTableColumnHelper<DhmcProjectRow>();

const nameIn = (row: DhmcProjectRow, language: string) => projectNameIn(row, language);

/**
 * Spec §2.22: projectId, projectName, dhmcCount, 'view detail'. The contracts handed over to DHMC show
 * once the device domain records them (`showHandedOver`).
 */
export function useDhmcProjectColumns(showHandedOver: boolean) {
  const { t, i18n } = useTranslation();
  return useMemo(
    () =>
      helper.columns([
        helper.accessor('projectId', {
          header: t('ui.dhmc.projectId'),
          cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
        }),
        helper.display({ id: 'projectName', header: t('ui.dhmc.projectName'), cell: (info) => nameIn(info.row.original, i18n.language) }),
        helper.accessor('dhmcCount', {
          header: t('ui.dhmc.dhmcCount'),
          cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
        }),
        ...(showHandedOver
          ? [
              helper.accessor('handedOver', {
                header: t('ui.dhmc.handedOver'),
                cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
              }),
            ]
          : []),
        helper.display({
          id: ACTIONS_COLUMN_ID,
          header: t('ui.list.actions'),
          cell: (info) => (
            <Button asChild variant="link" size="sm" className="px-0">
              <Link to="/dhmcManage/detail" search={{ id: info.row.original.projectId, name: info.row.original.projectName }}>
                {t('ui.dhmc.viewDetail')}
              </Link>
            </Button>
          ),
        }),
      ]),
    [t, i18n.language, showHandedOver],
  );
}
