import { useTranslation } from 'react-i18next';
import { projectNameIn, SCORE_CRITERIA, type ScoreRow } from '@sddp/shared';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format-date-time';
import { useMyScores } from '../api/get-my-scores';
import { ScoreChart } from '../detail/score-chart';
import { ScoreValue } from '../list/score-value';

/** Beyond the spec: a supplier's own scores per project, read-only (the maturityScore grant of §6). */
export function MyScoresPage() {
  const { t } = useTranslation();
  const scores = useMyScores();
  const rows = scores.data?.rows ?? [];
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold">{t('route.myScores')}</h1>
        <p className="text-sm text-muted-foreground">{t('ui.score.mineHint')}</p>
      </header>
      {scores.isPending ? (
        <Skeleton className="h-72 w-full" aria-label={t('ui.dataTable.loading')} />
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('ui.score.mineEmpty')}</p>
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {rows.map((row) => (
            <ProjectScores key={row.id} row={row} />
          ))}
        </div>
      )}
    </div>
  );
}

function ProjectScores({ row }: { row: ScoreRow }) {
  const { t, i18n } = useTranslation();
  const name = projectNameIn(row, i18n.language);
  return (
    <Card role="region" className="gap-3 p-4" aria-label={name}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold">{name}</h2>
        <p className="text-sm">
          {t('ui.score.overall')}: <ScoreValue value={row.score} />
        </p>
      </div>
      <ScoreChart row={row} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {SCORE_CRITERIA.map((criterion) => (
          <div key={criterion} className="flex justify-between gap-2">
            <dt className="text-muted-foreground">{t(`ui.score.criteria.${criterion}`)}</dt>
            <dd>
              <ScoreValue value={row[criterion]} />
            </dd>
          </div>
        ))}
      </dl>
      {row.updateTime ? (
        <p className="text-xs text-muted-foreground">
          {t('ui.score.updateTime')}: {formatDateTime(row.updateTime)}
        </p>
      ) : null}
    </Card>
  );
}
