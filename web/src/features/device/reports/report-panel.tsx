import { DownloadIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useReport, type ReportNumber } from '../api/get-report';
import { useProjectLabel } from '../api/use-project-label';
import { reportCsv, reportDefinition } from './report-definitions';

const ReportChart = lazy(() => import('./report-chart').then((module) => ({ default: module.ReportChart })));

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

/** One report: its chart, its table and a CSV export of exactly what the table shows. */
export function ReportPanel({ which, projectId }: { which: ReportNumber; projectId?: number }) {
  const { t } = useTranslation();
  const report = useReport(which, projectId);
  const definition = reportDefinition(which, t, useProjectLabel());
  const rows = report.data?.rows ?? [];
  if (report.isPending) return <Skeleton className="h-72 w-full" aria-label={t('ui.common.loading')} />;
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{t('ui.device.reports.empty')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button variant="outline" onClick={() => download(`report${which}.csv`, reportCsv(definition, rows))}>
          <DownloadIcon aria-hidden />
          {t('ui.device.reports.export')}
        </Button>
      </div>
      <Suspense fallback={<Skeleton className="h-72 w-full" />}>
        <ReportChart definition={definition} rows={rows} />
      </Suspense>
      <Table>
        <TableHeader>
          <TableRow>
            {definition.columns.map((column) => (
              <TableHead key={column.key}>{column.label}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index}>
              {definition.columns.map((column) => (
                <TableCell key={column.key}>{column.value(row)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
