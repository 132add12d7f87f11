import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/list/filter-bar';
import { Field, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
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
  const [draft, setDraft] = useState<Filters>(applied);
  const { orgName, orgCode, bpCode } = applied;

  // Back and forward in the browser change the URL under the fields.
  useEffect(() => setDraft({ orgName, orgCode, bpCode }), [orgName, orgCode, bpCode]);

  const reset = () => {
    setDraft(EMPTY);
    onApply(EMPTY);
  };

  return (
    <FilterBar onSearch={() => onApply(cleaned(draft))} onReset={reset} actions={actions}>
      {FILTERS.map(({ name, label, placeholder }) => (
        <Field key={name} className="lg:w-52">
          <FieldLabel htmlFor={`org-filter-${name}`}>{t(label)}</FieldLabel>
          <Input
            id={`org-filter-${name}`}
            value={draft[name] ?? ''}
            placeholder={t(placeholder)}
            onChange={(event) => setDraft((prev) => ({ ...prev, [name]: event.target.value }))}
          />
        </Field>
      ))}
    </FilterBar>
  );
}
