import { useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editsScores, SCORE_PAGE, type ScoreRow } from '@sddp/shared';
import { nextListSearch } from '@/components/data-table/list-search';
import { useTableSearch, type SearchNavigate } from '@/components/data-table/use-table-search';
import { ListPage } from '@/components/list/list-page';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { userInfoQueryOptions } from '@/lib/session/session-queries';
import { useScores } from '../api/get-scores';
import { ScoreDetailDialog } from '../detail/score-detail-dialog';
import { useScoreColumns } from './score-columns';
import { ScoreFilters } from './score-filters';
import type { ScoreListSearch } from './score-list-search';

/** The score form loads when the dialog first opens (issue 16). */
const ScoreEditDialog = lazyDialog(
  () => import('../form/score-edit-dialog').then((module) => module.ScoreEditDialog),
  (props) => props.row !== undefined,
);

interface ScoreListPageProps {
  search: ScoreListSearch;
  navigate: SearchNavigate<ScoreListSearch>;
}

const CLEARED = { orgName: undefined, scoreMin: undefined, scoreMax: undefined };

/** Spec §2.23: the maturity scores of every supplier in every project it joined. */
export function ScoreListPage({ search, navigate }: ScoreListPageProps) {
  const { t } = useTranslation();
  const { data: info } = useSuspenseQuery(userInfoQueryOptions());
  const list = useTableSearch(search, navigate);
  const scores = useScores(search);
  const [editing, setEditing] = useState<ScoreRow>();
  const [viewing, setViewing] = useState<ScoreRow>();
  const onEdit = useCallback((row: ScoreRow) => setEditing(row), []);
  const onDetail = useCallback((row: ScoreRow) => setViewing(row), []);
  const columns = useScoreColumns({ canEdit: editsScores(info), onEdit, onDetail });
  const reset = () => void navigate({ search: (prev) => nextListSearch(prev, { ...CLEARED, limit: SCORE_PAGE.resetSize }) });

  return (
    <ListPage
      title={t('route.maturityScore')}
      toolbar={<ScoreFilters applied={search} onApply={list.setFilters} onReset={reset} />}
      query={scores}
      columns={columns}
      getRowId={(row) => String(row.id)}
      {...list.pagination}
    >
      <ScoreEditDialog row={editing} onClose={() => setEditing(undefined)} />
      <ScoreDetailDialog row={viewing} onClose={() => setViewing(undefined)} />
    </ListPage>
  );
}
