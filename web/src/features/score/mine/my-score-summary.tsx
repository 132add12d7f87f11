import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { projectNameIn } from '@sddp/shared';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { textLinkClass } from '@/components/ui/text-link';
import { useMyScores } from '../api/get-my-scores';
import { ScoreValue } from '../list/score-value';

/** A supplier's dashboard (spec §2.10): its overall maturity score per project, with the way to the details. */
export function MyScoreSummary() {
  const { t, i18n } = useTranslation();
  const scores = useMyScores();
  const rows = scores.data?.rows ?? [];
  const details = (
    <Link to="/maturityScore/mine" className={textLinkClass}>
      {t('ui.dashboardRole.scoresDetails')}
    </Link>
  );
  return (
    <Panel title={t('ui.dashboardRole.scoresTitle')} action={details} className="bg-card shadow-xs">
      {scores.isPending ? (
        <Skeleton className="mt-2 h-12 w-full" aria-label={t('ui.dataTable.loading')} />
      ) : rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t('ui.dashboardRole.scoresEmpty')}</p>
      ) : (
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.id} className="flex justify-between gap-2">
              <dt className="text-muted-foreground">{projectNameIn(row, i18n.language)}</dt>
              <dd className="font-medium">
                <ScoreValue value={row.score} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Panel>
  );
}
