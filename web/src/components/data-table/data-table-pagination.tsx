import { ChevronLeftIcon, ChevronRightIcon, EllipsisIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { PAGE_SIZES } from './list-search';
import { pageWindow } from './page-window';

export type DataTablePaginationProps = {
  total: number;
  page: number;
  limit: number;
  /** Called with a 1-based page number. */
  onPageChange: (page: number) => void;
  /** Called with the new page size; the owner goes back to page 1. */
  onLimitChange: (limit: number) => void;
  /** 'total': the count, and page buttons only when there is more than one page; no page-size choice (spec §2.21). */
  pager?: 'full' | 'total';
  className?: string;
};

/** Total count, page size choice and page buttons of a server-paged list; nothing when it is empty (spec §9). */
export function DataTablePagination({
  total,
  page,
  limit,
  onPageChange,
  onLimitChange,
  pager = 'full',
  className,
}: DataTablePaginationProps) {
  const { t } = useTranslation();
  if (total <= 0) return null;
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const current = Math.min(Math.max(1, page), pageCount);
  const goTo = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) onPageChange(target);
  };
  // A size the owner chose outside the usual ones is still shown as chosen, never as an empty select.
  const sizes: readonly number[] = (PAGE_SIZES as readonly number[]).includes(limit)
    ? PAGE_SIZES
    : [...PAGE_SIZES, limit].sort((a, b) => a - b);
  const showPages = pager === 'full' || pageCount > 1;

  return (
    <nav
      data-slot="data-table-pagination"
      aria-label={t('ui.dataTable.pagination')}
      className={cn('flex flex-wrap items-center justify-end gap-2 py-3 text-sm', className)}
    >
      <span className="text-muted-foreground">{t('ui.dataTable.total', { total })}</span>
      {pager === 'full' ? (
        <Select value={String(limit)} onValueChange={(value) => onLimitChange(Number(value))}>
          <SelectTrigger size="sm" aria-label={t('ui.dataTable.pageSize')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {sizes.map((size) => (
              <SelectItem key={size} value={String(size)}>
                {t('ui.dataTable.pageSizeOption', { size })}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : null}
      {showPages ? (
        <>
          <Button
            variant="outline"
            size="icon"
            className="size-8"
            aria-label={t('ui.dataTable.previous')}
            disabled={current <= 1}
            onClick={() => goTo(current - 1)}
          >
            <ChevronLeftIcon />
          </Button>
          <ul className="flex items-center gap-1">
            {pageWindow(current, pageCount).map((slot) =>
              typeof slot === 'number' ? (
                <li key={slot}>
                  <Button
                    variant={slot === current ? 'default' : 'outline'}
                    size="sm"
                    className="min-w-8 px-2"
                    aria-label={t('ui.dataTable.page', { page: slot })}
                    aria-current={slot === current ? 'page' : undefined}
                    onClick={() => goTo(slot)}
                  >
                    {slot}
                  </Button>
                </li>
              ) : (
                <li key={slot} aria-label={t('ui.dataTable.morePages')} className="flex size-8 items-center justify-center">
                  <EllipsisIcon className="size-4 text-muted-foreground" aria-hidden />
                </li>
              ),
            )}
          </ul>
          <Button
            variant="outline"
            size="icon"
            className="size-8"
            aria-label={t('ui.dataTable.next')}
            disabled={current >= pageCount}
            onClick={() => goTo(current + 1)}
          >
            <ChevronRightIcon />
          </Button>
        </>
      ) : null}
    </nav>
  );
}
