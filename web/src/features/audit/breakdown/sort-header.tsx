import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BreakdownSort, SortKey } from './breakdown-sort';

interface SortHeaderProps {
  label: string;
  column: SortKey;
  sort: BreakdownSort;
  onSort: (column: SortKey) => void;
}

/**
 * A column head that orders the list by it. Being a button, it also gives the table's scroll box
 * something to focus, so a keyboard reaches and scrolls a list that has no other control.
 */
export function SortHeader({ label, column, sort, onSort }: SortHeaderProps) {
  const { t } = useTranslation();
  const state = sort?.key === column ? (sort.descending ? 'descending' : 'ascending') : undefined;
  const Icon = state === 'ascending' ? ArrowUpIcon : state === 'descending' ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 rounded-sm font-medium outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      onClick={() => onSort(column)}
    >
      {label}
      <Icon aria-hidden className="size-3.5 text-muted-foreground" />
      {state ? <span className="sr-only">{t(`ui.auditBreakdown.${state}`)}</span> : null}
    </button>
  );
}
