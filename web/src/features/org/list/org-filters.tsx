import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { orgList } from '@sddp/shared';
import { FilterBar } from '@/components/list/filter-bar';
import { FilterTextField } from '@/components/list/filter-text-field';
import { useFilterDraft } from '@/components/list/use-filter-draft';
import type { OrgFilters as Filters } from './org-list-search';

interface OrgFiltersProps {
  /** What the URL holds now; typing changes a draft that Search (or Enter) applies. */
  applied: Filters;
  onApply: (filters: Filters) => void;
  actions?: ReactNode;
}

const FILTERS = [
  { name: 'orgName', label: 'ui.org.orgName', placeholder: 'ui.org.orgNamePlaceholder' },
  { name: 'orgCode', label: 'ui.org.orgCode', placeholder: 'ui.org.orgCodePlaceholder' },
  { name: 'bpCode', label: 'ui.org.bpCode', placeholder: 'ui.org.bpCodePlaceholder' },
] as const;

const EMPTY: Filters = { orgName: undefined, orgCode: undefined, bpCode: undefined };

/** Drops blank filters so they leave the URL. */
const cleaned = (filters: Filters): Filters =>
  Object.fromEntries(FILTERS.map(({ name }) => [name, filters[name]?.trim() || undefined])) as Filters;

export function OrgFilters({ applied, onApply, actions }: OrgFiltersProps) {
  const { t } = useTranslation();
  const { draft, change, replace, errors, applyChecked } = useFilterDraft<Filters>(applied);

  const reset = () => {
    replace(EMPTY);
    onApply(EMPTY);
  };

  return (
    <FilterBar onSearch={() => applyChecked(orgList.input, cleaned(draft), onApply)} onReset={reset} actions={actions}>
      {FILTERS.map(({ name, label, placeholder }) => (
        <FilterTextField
          key={name}
          id={`org-filter-${name}`}
          label={t(label)}
          placeholder={t(placeholder)}
          value={draft[name] ?? ''}
          onChange={(value) => change(name, value)}
          error={errors[name]}
        />
      ))}
    </FilterBar>
  );
}
