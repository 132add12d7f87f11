import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FailedWithRetry } from '@/components/ui/failed-with-retry';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';

/** Grey bars in the shape of the coming page while it loads. */
export function DataTableSkeletonRows({ columnCount, rowCount }: { columnCount: number; rowCount: number }) {
  const { t } = useTranslation();
  return Array.from({ length: rowCount }, (_, rowIndex) => (
    <TableRow key={rowIndex} data-slot="data-table-skeleton-row" aria-hidden={rowIndex > 0 || undefined}>
      {Array.from({ length: columnCount }, (_, cellIndex) => (
        <TableCell key={cellIndex}>
          <Skeleton className="h-4 w-full min-w-12" />
          {rowIndex === 0 && cellIndex === 0 ? <span className="sr-only">{t('ui.dataTable.loading')}</span> : null}
        </TableCell>
      ))}
    </TableRow>
  ));
}

/** The one row of an empty list. */
export function DataTableEmptyRow({ columnCount, text }: { columnCount: number; text?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <TableRow data-slot="data-table-empty" className="hover:bg-transparent">
      <TableCell colSpan={columnCount} className="h-24 text-center text-muted-foreground">
        {text ?? t('ui.dataTable.noData')}
      </TableCell>
    </TableRow>
  );
}

/** The one row of a list the server refused or did not answer: why, and a way to ask again (never "No data"). */
export function DataTableFailedRow({
  columnCount,
  reason,
  onRetry,
}: {
  columnCount: number;
  reason: string;
  onRetry?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TableRow data-slot="data-table-failed" className="hover:bg-transparent">
      <TableCell colSpan={columnCount} className="h-24 text-center">
        <FailedWithRetry message={t('ui.dataTable.failed', { reason })} onRetry={onRetry} className="items-center [&>p]:text-destructive" />
      </TableCell>
    </TableRow>
  );
}
