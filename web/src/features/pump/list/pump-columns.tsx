import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pumpMediumLabelKey, type PumpRow } from '@sddp/shared';
import { ACTIONS_COLUMN_ID } from '@/components/data-table';
import { createDataTableColumnHelper } from '@/components/data-table/features';
import { Button } from '@/components/ui/button';
import { closenessPercent, withUnit } from '../pump-labels';
import type { PumpFilters } from './pump-list-search';

const helper = createDataTableColumnHelper<PumpRow>();

const NUMERIC = [
  ['liuliang', 'ui.pump.liuliang'],
  ['yangcheng', 'ui.pump.yangcheng'],
  ['qihuayali', 'ui.pump.qihuayali'],
  ['yacha', 'ui.pump.yacha'],
  ['xiaolv', 'ui.pump.xiaolv'],
  ['guankourukou', 'ui.pump.guankourukou'],
] as const;

/** The columns of spec §2.25 with units, the distance to the duty point when one is asked, and the detail link. */
export function usePumpColumns(duty: Pick<PumpFilters, 'liuliang' | 'yangcheng'>) {
  const { t } = useTranslation();
  const { liuliang, yangcheng } = duty;
  const hasDuty = liuliang !== undefined || yangcheng !== undefined;
  return useMemo(
    () =>
      helper.columns([
        helper.accessor('weihao', { header: t('ui.pump.weihao') }),
        helper.accessor('bengName', { header: t('ui.pump.bengName') }),
        helper.accessor('bengTypeName', { header: t('ui.pump.bengType') }),
        helper.accessor('jiezhi', { header: t('ui.pump.jiezhi'), cell: (info) => t(pumpMediumLabelKey(info.getValue())) }),
        ...NUMERIC.map(([field, label]) =>
          helper.accessor(field, {
            header: t(label),
            cell: (info) => <span className="tabular-nums">{withUnit(field, info.getValue())}</span>,
          }),
        ),
        ...(hasDuty
          ? [
              helper.accessor('closeness', {
                header: t('ui.pump.closeness'),
                cell: (info) => <span className="tabular-nums">{closenessPercent(info.getValue())}</span>,
              }),
            ]
          : []),
        helper.display({
          id: ACTIONS_COLUMN_ID,
          header: t('ui.list.actions'),
          cell: (info) => (
            <Button asChild variant="link" size="sm" className="px-0">
              <Link to="/dynamicEquipment/detail" search={{ id: info.row.original.id, liuliang, yangcheng }}>
                {t('ui.pump.viewDetail')}
              </Link>
            </Button>
          ),
        }),
      ]),
    [t, hasDuty, liuliang, yangcheng],
  );
}
