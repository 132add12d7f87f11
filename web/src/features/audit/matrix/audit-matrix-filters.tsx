import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/list/filter-bar';
import { FilterTextField } from '@/components/list/filter-text-field';
import { useFilterDraft } from '@/components/list/use-filter-draft';
import type { AuditMatrixFilters as Filters } from './audit-matrix-search';

const FILTERS = [
  { name: 'linkman', label: 'ui.auditMatrix.linkman' },
  { name: 'userCode', label: 'ui.auditMatrix.userCode' },
] as const;

const EMPTY: Filters = { linkman: undefined, userCode: undefined };

const cleaned = (filters: Filters): Filters =>
  Object.fromEntries(FILTERS.map(({ name }) => [name, filters[name]?.trim() || undefined])) as Filters;

export function AuditMatrixFilters({
  applied,
  onApply,
  actions,
}: {
  applied: Filters;
  onApply: (filters: Filters) => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const { draft, change, replace } = useFilterDraft<Filters>(applied);
  const reset = () => {
    replace(EMPTY);
    onApply(EMPTY);
  };
  return (
    <FilterBar onSearch={() => onApply(cleaned(draft))} onReset={reset} actions={actions}>
      {FILTERS.map(({ name, label }) => (
        <FilterTextField
          key={name}
          id={`audit-matrix-filter-${name}`}
          label={t(label)}
          placeholder={t(label)}
          value={draft[name] ?? ''}
          onChange={(value) => change(name, value)}
        />
      ))}
    </FilterBar>
  );
}
