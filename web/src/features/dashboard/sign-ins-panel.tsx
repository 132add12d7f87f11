import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformGlance } from '@sddp/shared';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';

const SignInChart = lazy(() => import('./sign-in-chart').then((module) => ({ default: module.SignInChart })));

/** The sign-ins of the last days; the figure is named with its totals, so a screen reader hears what the chart draws. */
export function SignInsPanel({ days }: { days: PlatformGlance['signIns'] }) {
  const { t } = useTranslation();
  const title = t('ui.glance.signIns', { days: days.length });
  const total = days.reduce((sum, entry) => sum + entry.count, 0);
  const summary = t('ui.glance.signInsSummary', { days: days.length, total, today: days.at(-1)?.count ?? 0 });
  return (
    <Panel title={title} level={3} className="bg-background">
      <figure role="img" aria-label={summary} data-testid="sign-in-chart" className="mt-2 h-48 w-full">
        <Suspense fallback={<Skeleton className="size-full" aria-label={t('ui.dataTable.loading')} />}>
          <SignInChart days={days} label={t('ui.glance.signInsAxis')} />
        </Suspense>
      </figure>
      <p className="mt-1 text-xs text-muted-foreground">{summary}</p>
    </Panel>
  );
}
