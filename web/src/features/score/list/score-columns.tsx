import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { projectNameIn, SCORE_CRITERIA, type ScoreRow } from '@sddp/shared';
import { ACTIONS_COLUMN_ID } from '@/components/data-table';
import { DataTableRowActions } from '@/components/data-table/data-table-row-actions';
import { createDataTableColumnHelper } from '@/components/data-table/features';
import { Button } from '@/components/ui/button';
import { ScoreValue } from './score-value';

const helper = createDataTableColumnHelper<ScoreRow>();

interface ScoreColumnsOptions {
  /** Spec §2.23: Edit only for callers of organisation 1. */
  canEdit: boolean;
  onEdit: (row: ScoreRow) => void;
  onDetail: (row: ScoreRow) => void;
}

/** The columns of spec §2.23, in its order (score1, score3, score2, …), relabelled with the language. */
export function useScoreColumns({ canEdit, onEdit, onDetail }: ScoreColumnsOptions) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  return useMemo(
    () =>
      helper.columns([
        helper.accessor('orgName', { header: t('ui.score.orgName') }),
        helper.display({
          id: 'projectName',
          header: t('ui.score.projectName'),
          cell: (info) => projectNameIn(info.row.original, english ? 'en' : 'zh'),
        }),
        ...SCORE_CRITERIA.map((criterion) =>
          helper.accessor(criterion, {
            header: t(`ui.score.criteria.${criterion}`),
            cell: (info) => <ScoreValue value={info.getValue()} />,
          }),
        ),
        helper.accessor('score', { header: t('ui.score.overall'), cell: (info) => <ScoreValue value={info.getValue()} /> }),
        helper.display({
          id: ACTIONS_COLUMN_ID,
          header: t('ui.list.actions'),
          cell: (info) => (
            <DataTableRowActions>
              {canEdit ? (
                <Button variant="link" size="sm" className="px-1" aria-haspopup="dialog" onClick={() => onEdit(info.row.original)}>
                  {t('ui.score.edit')}
                </Button>
              ) : null}
              <Button variant="link" size="sm" className="px-1" aria-haspopup="dialog" onClick={() => onDetail(info.row.original)}>
                {t('ui.score.detail')}
              </Button>
            </DataTableRowActions>
          ),
        }),
      ]),
    [t, english, canEdit, onEdit, onDetail],
  );
}
