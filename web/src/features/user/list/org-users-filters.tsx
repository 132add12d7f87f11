import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { userSuppList } from '@sddp/shared';
import { FilterBar } from '@/components/list/filter-bar';
import { FilterTextField } from '@/components/list/filter-text-field';
import { useFilterDraft } from '@/components/list/use-filter-draft';
import type { OrgUsersFilters as Filters } from './all-users-search';
import { ALL, ProjectFilter, projectIdOf } from './project-filter';

interface OrgUsersFiltersProps {
  applied: Filters;
  onApply: (filters: Filters) => void;
  actions?: ReactNode;
}

const EMPTY: Filters = { linkman: undefined, projectId: undefined };

/** Spec §2.18: name and delivery project; Enter searches. */
export function OrgUsersFilters({ applied, onApply, actions }: OrgUsersFiltersProps) {
  const { t } = useTranslation();
  const { draft, change, replace, errors, applyChecked } = useFilterDraft({
    linkman: applied.linkman ?? '',
    projectId: applied.projectId === undefined ? ALL : String(applied.projectId),
  });
  const reset = () => {
    replace({ linkman: '', projectId: ALL });
    onApply(EMPTY);
  };
  return (
    <FilterBar
      onSearch={() =>
        applyChecked(userSuppList.input, { linkman: draft.linkman.trim() || undefined, projectId: projectIdOf(draft.projectId) }, onApply)
      }
      onReset={reset}
      actions={actions}
    >
      <FilterTextField
        id="org-user-filter-linkman"
        label={t('ui.user.name')}
        placeholder={t('ui.user.namePlaceholder')}
        value={draft.linkman}
        onChange={(value) => change('linkman', value)}
        error={errors.linkman}
      />
      <ProjectFilter
        id="org-user-filter-project"
        label={t('ui.user.deliveryProject')}
        value={draft.projectId}
        onChange={(value) => change('projectId', value)}
      />
    </FilterBar>
  );
}
