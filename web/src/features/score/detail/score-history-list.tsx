import { useTranslation } from 'react-i18next';
import { SCORE_CRITERIA, type ScoreHistoryEntry } from '@sddp/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format-date-time';
import { useScoreHistory } from '../api/get-score-history';

/** Every edit of a row, newest first: when, who, and each score that changed (before → after). */
export function ScoreHistoryList({ id }: { id: number }) {
  const { t } = useTranslation();
  const history = useScoreHistory(id);
  if (history.isPending) return <Skeleton className="h-24 w-full" aria-label={t('ui.dataTable.loading')} />;
  const rows = history.data?.rows ?? [];
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{t('ui.score.historyEmpty')}</p>;
  return (
    <ol className="flex flex-col gap-3" aria-label={t('ui.score.history')}>
      {rows.map((entry) => (
        <li key={entry.version} className="rounded-md border p-3 text-sm">
          <p className="flex flex-wrap justify-between gap-2 font-medium">
            <span>{t('ui.score.historyWho', { linkman: entry.linkman, userCode: entry.userCode })}</span>
            <time dateTime={entry.changedAt} className="text-muted-foreground tabular-nums">
              {formatDateTime(entry.changedAt)}
            </time>
          </p>
          <ul className="mt-1 text-muted-foreground">
            {changesOf(entry).map(({ name, before, after }) => (
              <li key={name}>
                {before === undefined ? `${t(name)} ${after}` : t('ui.score.historyChange', { name: t(name), before, after })}
              </li>
            ))}
            {(['score1', 'score3'] as const).flatMap((criterion) => {
              const value = entry.suggested?.[criterion];
              if (value === null || value === undefined) return [];
              const key = value === entry.after[criterion] ? 'ui.score.suggestionAccepted' : 'ui.score.suggestionOverridden';
              return [<li key={`suggested-${criterion}`}>{t(key, { name: t(`ui.score.criteria.${criterion}`), value })}</li>];
            })}
          </ul>
        </li>
      ))}
    </ol>
  );
}

type Label =
  `ui.score.criteria.${(typeof SCORE_CRITERIA)[number]}` | 'ui.score.overall' | 'ui.score.historyFirst' | 'ui.score.historyUnchanged';

/** The first score lists all six; later edits only what changed, then the overall score. */
function changesOf({ before, after }: ScoreHistoryEntry): Array<{ name: Label; before?: number; after: number | string }> {
  if (!before) {
    return [
      { name: 'ui.score.historyFirst', after: '' },
      ...SCORE_CRITERIA.map((criterion) => ({ name: `ui.score.criteria.${criterion}` as const, after: after[criterion] })),
      { name: 'ui.score.overall', after: after.score },
    ];
  }
  const changed = SCORE_CRITERIA.filter((criterion) => before[criterion] !== after[criterion]).map((criterion) => ({
    name: `ui.score.criteria.${criterion}` as const,
    before: before[criterion],
    after: after[criterion],
  }));
  if (changed.length === 0) return [{ name: 'ui.score.historyUnchanged', after: '' }];
  return [...changed, { name: 'ui.score.overall', before: before.score, after: after.score }];
}
