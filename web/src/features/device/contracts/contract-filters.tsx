import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { contractList } from '@sddp/shared';
import { FilterBar } from '@/components/list/filter-bar';
import { FilterTextField } from '@/components/list/filter-text-field';
import { useFilterDraft } from '@/components/list/use-filter-draft';
import { ProjectFilterField } from '../projects/project-filter-field';
import type { ContractFilters as Filters } from './contract-list-search';

type Draft = Record<'supplierName' | 'contractNo', string> & { projectId: number | undefined };

const FIELDS = [
  { name: 'supplierName', label: 'ui.device.supplier', placeholder: 'ui.device.supplierPlaceholder' },
  { name: 'contractNo', label: 'ui.device.contractNo', placeholder: 'ui.device.contractNoPlaceholder' },
] as const;

const draftOf = (filters: Filters): Draft => ({
  projectId: filters.projectId,
  supplierName: filters.supplierName ?? '',
  contractNo: filters.contractNo ?? '',
});

const appliedOf = (draft: Draft): Filters => ({
  projectId: draft.projectId,
  supplierName: draft.supplierName.trim() || undefined,
  contractNo: draft.contractNo.trim() || undefined,
});

export function ContractFilters({
  applied,
  onApply,
  actions,
}: {
  applied: Filters;
  onApply: (filters: Filters) => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const { draft, change, replace, errors, applyChecked } = useFilterDraft<Draft>(draftOf(applied));
  const reset = () => {
    replace(draftOf({}));
    onApply(appliedOf(draftOf({})));
  };
  return (
    <FilterBar onSearch={() => applyChecked(contractList.input, appliedOf(draft), onApply)} onReset={reset} actions={actions}>
      <ProjectFilterField id="contract-filter-projectId" value={draft.projectId} onChange={(next) => change('projectId', next)} />
      {FIELDS.map(({ name, label, placeholder }) => (
        <FilterTextField
          key={name}
          id={`contract-filter-${name}`}
          label={t(label)}
          placeholder={t(placeholder)}
          value={draft[name]}
          onChange={(value) => change(name, value)}
          error={errors[name]}
        />
      ))}
    </FilterBar>
  );
}
