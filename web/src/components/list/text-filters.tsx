import type { ReactNode } from 'react';
import type * as z from 'zod/mini';
import { FilterBar } from './filter-bar';
import { FilterTextField } from './filter-text-field';
import { useFilterDraft } from './use-filter-draft';

export interface TextFilterField<Name extends string> {
  name: Name;
  /** Shown above the field (already translated); also its placeholder unless one is given. */
  label: string;
  placeholder?: string;
}

/** The filters' values as the URL holds them: a blank one is absent. */
export type TextFilterValues<Name extends string> = { [Key in Name]?: string | undefined };

interface TextFiltersProps<Name extends string> {
  /** Unique on the page: each field's id is `<idPrefix>-<name>`. */
  idPrefix: string;
  fields: readonly TextFilterField<Name>[];
  /** What the URL holds now (other keys are ignored); typing changes a draft that Search (or Enter) applies. */
  applied: TextFilterValues<Name>;
  /** Every field's value, trimmed; a blank one undefined so that it leaves the URL. */
  onApply: (filters: Record<Name, string | undefined>) => void;
  /** The list endpoint's input schema: Search applies only what it would take (useFilterDraft). */
  schema: z.ZodMiniType;
  actions?: ReactNode;
}

const valuesOf = <Name extends string>(names: readonly Name[], value: (name: Name) => string | undefined) =>
  Object.fromEntries(names.map((name) => [name, value(name)])) as Record<Name, string | undefined>;

/** A list's text filters (contains, as the server reads them): a field each, Search and Reset. */
export function TextFilters<Name extends string>({ idPrefix, fields, applied, onApply, schema, actions }: TextFiltersProps<Name>) {
  const names = fields.map((field) => field.name);
  const { draft, change, replace, errors, applyChecked } = useFilterDraft(valuesOf(names, (name) => applied[name]));
  const reset = () => {
    const empty = valuesOf(names, () => undefined);
    replace(empty);
    onApply(empty);
  };
  return (
    <FilterBar
      onSearch={() =>
        applyChecked(
          schema,
          valuesOf(names, (name) => draft[name]?.trim() || undefined),
          onApply,
        )
      }
      onReset={reset}
      actions={actions}
    >
      {fields.map(({ name, label, placeholder }) => (
        <FilterTextField
          key={name}
          id={`${idPrefix}-${name}`}
          label={label}
          placeholder={placeholder ?? label}
          value={draft[name] ?? ''}
          onChange={(value) => change(name, value)}
          error={errors[name]}
        />
      ))}
    </FilterBar>
  );
}
