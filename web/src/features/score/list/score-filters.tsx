import { useTranslation } from 'react-i18next';
import { scoreList } from '@sddp/shared';
import { FilterBar } from '@/components/list/filter-bar';
import { FilterTextField } from '@/components/list/filter-text-field';
import { useFilterDraft } from '@/components/list/use-filter-draft';
import type { ScoreFilterValues } from './score-list-search';

interface ScoreFiltersProps {
  applied: ScoreFilterValues;
  onApply: (filters: ScoreFilterValues) => void;
  /** Spec §2.23: Reset clears the filters and sets 20 rows a page. */
  onReset: () => void;
}

interface Draft {
  orgName: string;
  scoreMin: string;
  scoreMax: string;
}

const draftOf = (applied: ScoreFilterValues): Draft => ({
  orgName: applied.orgName ?? '',
  scoreMin: applied.scoreMin === undefined ? '' : String(applied.scoreMin),
  scoreMax: applied.scoreMax === undefined ? '' : String(applied.scoreMax),
});

/** Blank bounds leave the URL; the server checks the range (0–100, low ≤ high) and says what is wrong. */
const boundOf = (value: string) => (value.trim() === '' ? undefined : Number(value.trim()));

export function ScoreFilters({ applied, onApply, onReset }: ScoreFiltersProps) {
  const { t } = useTranslation();
  const { draft, change, errors, applyChecked } = useFilterDraft<Draft>(draftOf(applied));
  const apply = () =>
    applyChecked(
      scoreList.input,
      { orgName: draft.orgName.trim() || undefined, scoreMin: boundOf(draft.scoreMin), scoreMax: boundOf(draft.scoreMax) },
      onApply,
    );
  return (
    <FilterBar onSearch={apply} onReset={onReset}>
      <FilterTextField
        id="score-filter-org-name"
        label={t('ui.score.orgName')}
        placeholder={t('ui.score.orgNamePlaceholder')}
        value={draft.orgName}
        onChange={(value) => change('orgName', value)}
        error={errors.orgName}
      />
      <FilterTextField
        id="score-filter-min"
        label={t('ui.score.scoreMin')}
        placeholder={t('ui.score.scorePlaceholder')}
        value={draft.scoreMin}
        onChange={(value) => change('scoreMin', value)}
        error={errors.scoreMin}
        inputMode="numeric"
      />
      <FilterTextField
        id="score-filter-max"
        label={t('ui.score.scoreMax')}
        placeholder={t('ui.score.scorePlaceholder')}
        value={draft.scoreMax}
        onChange={(value) => change('scoreMax', value)}
        error={errors.scoreMax}
        inputMode="numeric"
      />
    </FilterBar>
  );
}
