import type { TFunction } from 'i18next';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliverySummary } from '@sddp/shared';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDeliverySummary } from './api/get-delivery-summary';

const DeliverySummaryChart = lazy(() => import('./delivery-summary-chart').then((module) => ({ default: module.DeliverySummaryChart })));

const percent = (t: TFunction, value: number | null) =>
  value === null ? t('ui.delivery.glance.none') : t('ui.delivery.glance.percent', { value });

/** One project's numbers in words: the chart's accessible name says what its bars draw. */
const summaryOf = (t: TFunction, row: DeliverySummary) =>
  t('ui.delivery.glance.summary', {
    project: row.projectName,
    completeness: percent(t, row.completeness),
    approved: row.counts.approved,
    required: row.counts.required,
    delivered: row.counts.delivered,
    rejected: row.counts.rejected,
    onTime: percent(t, row.onTimeShare),
  });

function DeliveryTable({ rows }: { rows: readonly DeliverySummary[] }) {
  const { t } = useTranslation();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('ui.delivery.glance.project')}</TableHead>
          <TableHead>{t('ui.delivery.glance.completeness')}</TableHead>
          <TableHead>{t('ui.delivery.glance.delivered')}</TableHead>
          <TableHead>{t('ui.delivery.glance.rejected')}</TableHead>
          <TableHead>{t('ui.delivery.glance.tags')}</TableHead>
          <TableHead>{t('ui.delivery.glance.onTime')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.projectId}>
            <TableCell>{row.projectName}</TableCell>
            <TableCell>
              {t('ui.delivery.glance.completenessCell', {
                value: percent(t, row.completeness),
                approved: row.counts.approved,
                required: row.counts.required,
              })}
            </TableCell>
            <TableCell>{row.counts.delivered}</TableCell>
            <TableCell>{row.counts.rejected}</TableCell>
            <TableCell>{t('ui.delivery.glance.tagsCell', { submitted: row.submittedTags, approved: row.approvedTags })}</TableCell>
            <TableCell>
              {t('ui.delivery.glance.onTimeCell', {
                value: percent(t, row.onTimeShare),
                onTime: row.onTimeTags,
                all: row.everSubmittedTags,
              })}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Issue 29: completeness and timeliness of delivery per project, as the server scopes it (the owner's
 * administrators: each project; a supplier account: its organisation's share). Shown only when there is some;
 * its words come with the delivery message tier, which the query loads first (api/get-delivery-summary.ts).
 */
export function DeliverySummaryPanel() {
  const { t } = useTranslation();
  const summary = useDeliverySummary();
  if (summary.isPending) return <Skeleton className="h-40 w-full" aria-label={t('ui.dataTable.loading')} />;
  // A summary beside the project cards: without it (none to show, or it failed) the home is complete as it is.
  if (summary.isError || summary.data.rows.length === 0) return null;
  const title = summary.data.scope === 'supplier' ? t('ui.delivery.glance.titleSupplier') : t('ui.delivery.glance.title');
  const rows = summary.data.rows;
  const chartRows = rows.map((row) => ({ label: row.projectName, completeness: row.completeness ?? 0, onTimeShare: row.onTimeShare ?? 0 }));
  return (
    <Panel title={title} className="flex flex-col gap-3 bg-card shadow-xs">
      <figure
        role="img"
        aria-label={rows.map((row) => summaryOf(t, row)).join(' ')}
        data-testid="delivery-chart"
        className="w-full"
        style={{ height: 60 + rows.length * 44 }}
      >
        <Suspense fallback={<Skeleton className="size-full" aria-label={t('ui.dataTable.loading')} />}>
          <DeliverySummaryChart
            rows={chartRows}
            labels={{ completeness: t('ui.delivery.glance.completeness'), onTimeShare: t('ui.delivery.glance.onTime') }}
          />
        </Suspense>
      </figure>
      <DeliveryTable rows={rows} />
    </Panel>
  );
}
