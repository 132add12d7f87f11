import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { projectList } from '@sddp/shared';
import { FilterBar } from '@/components/list/filter-bar';
import { FilterTextField } from '@/components/list/filter-text-field';
import { useFilterDraft } from '@/components/list/use-filter-draft';

interface ProjectFiltersProps {
  projectName: string | undefined;
  onSearch: (filters: { projectName: string | undefined }) => void;
  onReset: () => void;
  actions?: ReactNode;
}

export function ProjectFilters({ projectName, onSearch, onReset, actions }: ProjectFiltersProps) {
  const { t } = useTranslation();
  const { draft, change, replace, errors, applyChecked } = useFilterDraft({ projectName: projectName ?? '' });
  const reset = () => {
    replace({ projectName: '' });
    onReset();
  };
  return (
    <FilterBar
      onSearch={() => applyChecked(projectList.input, { projectName: draft.projectName.trim() || undefined }, onSearch)}
      onReset={reset}
      actions={actions}
    >
      <FilterTextField
        id="project-filter-name"
        label={t('ui.project.list.projectName')}
        placeholder={t('ui.project.list.projectNamePlaceholder')}
        value={draft.projectName}
        onChange={(value) => change('projectName', value)}
        error={errors.projectName}
      />
    </FilterBar>
  );
}
