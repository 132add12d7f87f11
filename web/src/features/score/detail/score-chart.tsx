import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SCORE_CRITERIA, type ScoreRow } from '@sddp/shared';
import { Skeleton } from '@/components/ui/skeleton';

const ScoreRadarChart = lazy(() => import('./score-radar-chart').then((module) => ({ default: module.ScoreRadarChart })));

/**
 * The six criteria as a radar chart, loaded when first shown. The figure is named with every value,
 * so a screen reader hears what the chart draws.
 */
export function ScoreChart({ row }: { row: ScoreRow }) {
  const { t } = useTranslation();
  if (row.score === null) {
    return <p className="flex h-64 items-center justify-center text-sm text-muted-foreground">{t('ui.score.chartEmpty')}</p>;
  }
  const description = SCORE_CRITERIA.map((criterion) => `${t(`ui.score.criteria.${criterion}`)} ${row[criterion]}`).join(', ');
  return (
    <figure role="img" aria-label={`${t('ui.score.chart')}: ${description}`} data-testid="score-radar" className="h-64 w-full">
      <Suspense fallback={<Skeleton className="size-full" aria-label={t('ui.score.chartLoading')} />}>
        <ScoreRadarChart row={row} />
      </Suspense>
    </figure>
  );
}
