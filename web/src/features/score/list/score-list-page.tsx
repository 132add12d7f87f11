import { editsScores, SCORE_PAGE, type ScoreRow } from '@sddp/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { nextListSearch } from '@/components/data-table/list-search';
import { useTableSearch, type SearchNavigate } from '@/components/data-table/use-table-search';
import { Card } from '@/components/ui/card';
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
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('route.maturityScore')}</h1>
      <Card className="gap-4 p-4">
        <ScoreFilters applied={search} onApply={list.setFilters} onReset={reset} />
        <DataTable
          columns={columns}
          rows={scores.data?.rows ?? []}
          total={scores.data?.total ?? 0}
          loading={scores.isPending || scores.isPlaceholderData}
          error={scores.error}
          onRetry={() => void scores.refetch()}
          getRowId={(row) => String(row.id)}
          {...list.pagination}
        />
      </Card>
      <ScoreEditDialog row={editing} onClose={() => setEditing(undefined)} />
      <ScoreDetailDialog row={viewing} onClose={() => setViewing(undefined)} />
    </div>
  );
}
