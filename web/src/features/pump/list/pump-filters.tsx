import { useTranslation } from 'react-i18next';
import { PUMP_MEDIA, PUMP_TYPES, positiveDecimal, pumpMediumLabelKey, pumpTypeLabelKey } from '@sddp/shared';
import { FilterBar } from '@/components/list/filter-bar';
import { useFilterDraft } from '@/components/list/use-filter-draft';
import { Field, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { PumpFilters as Filters } from './pump-list-search';

const ALL = 'all';
const LABELS = {
  bengType: 'ui.pump.bengType',
  jiezhi: 'ui.pump.jiezhi',
  liuliang: 'ui.pump.liuliangFilter',
  yangcheng: 'ui.pump.yangchengFilter',
} as const;
const PLACEHOLDERS = { liuliang: 'ui.pump.liuliangPlaceholder', yangcheng: 'ui.pump.yangchengPlaceholder' } as const;
const decimal = positiveDecimal();

type Draft = Record<'bengType' | 'jiezhi' | 'liuliang' | 'yangcheng', string>;

const draftOf = (filters: Filters): Draft => ({
  bengType: filters.bengType === undefined ? ALL : String(filters.bengType),
  jiezhi: filters.jiezhi === undefined ? ALL : String(filters.jiezhi),
  liuliang: filters.liuliang === undefined ? '' : String(filters.liuliang),
  yangcheng: filters.yangcheng === undefined ? '' : String(filters.yangcheng),
});

/** The shared rule of the server, so a number the server would refuse is flagged before Search. */
const errorOf = (value: string) => {
  if (value.trim() === '') return undefined;
  const parsed = decimal.safeParse(value.trim());
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

const appliedOf = (draft: Draft): Filters => ({
  bengType: draft.bengType === ALL ? undefined : Number(draft.bengType),
  jiezhi: draft.jiezhi === ALL ? undefined : Number(draft.jiezhi),
  liuliang: draft.liuliang.trim() ? Number(draft.liuliang) : undefined,
  yangcheng: draft.yangcheng.trim() ? Number(draft.yangcheng) : undefined,
});

const EMPTY: Filters = { bengType: undefined, jiezhi: undefined, liuliang: undefined, yangcheng: undefined };

interface PumpFiltersProps {
  applied: Filters;
  onApply: (filters: Filters) => void;
}

/** Spec §2.25: type, medium and the duty point (flow, head); Enter searches. */
export function PumpFilters({ applied, onApply }: PumpFiltersProps) {
  const { t } = useTranslation();
  const { draft, change, replace } = useFilterDraft<Draft>(draftOf(applied));
  const errors = { liuliang: errorOf(draft.liuliang), yangcheng: errorOf(draft.yangcheng) };
  const search = () => {
    if (!errors.liuliang && !errors.yangcheng) onApply(appliedOf(draft));
  };
  const reset = () => {
    replace(draftOf(EMPTY));
    onApply(EMPTY);
  };
  const choice = (name: 'bengType' | 'jiezhi', codes: readonly number[], labelOf: typeof pumpTypeLabelKey | typeof pumpMediumLabelKey) => (
    <Field className="lg:w-40">
      <FieldLabel htmlFor={`pump-filter-${name}`}>{t(LABELS[name])}</FieldLabel>
      <Select value={draft[name]} onValueChange={(value) => change(name, value)}>
        <SelectTrigger id={`pump-filter-${name}`} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t('ui.pump.all')}</SelectItem>
          {codes.map((code) => (
            <SelectItem key={code} value={String(code)}>
              {t(labelOf(code))}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
  const number = (name: 'liuliang' | 'yangcheng') => (
    <Field className="lg:w-44" data-invalid={errors[name] ? true : undefined}>
      <FieldLabel htmlFor={`pump-filter-${name}`}>{t(LABELS[name])}</FieldLabel>
      <Input
        id={`pump-filter-${name}`}
        inputMode="decimal"
        value={draft[name]}
        placeholder={t(PLACEHOLDERS[name])}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `pump-filter-${name}-error` : undefined}
        onChange={(event) => change(name, event.target.value)}
      />
      {errors[name] ? (
        <FieldError id={`pump-filter-${name}-error`}>{t(errors[name] as 'validation.device.positiveNumber')}</FieldError>
      ) : null}
    </Field>
  );
  return (
    <FilterBar onSearch={search} onReset={reset}>
      {choice('bengType', PUMP_TYPES, pumpTypeLabelKey)}
      {choice('jiezhi', PUMP_MEDIA, pumpMediumLabelKey)}
      {number('liuliang')}
      {number('yangcheng')}
    </FilterBar>
  );
}
