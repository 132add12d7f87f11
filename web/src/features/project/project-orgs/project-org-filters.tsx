import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { projectListOrg } from '@sddp/shared';
import { FilterBar } from '@/components/list/filter-bar';
import { FilterTextField } from '@/components/list/filter-text-field';
import { useFilterDraft } from '@/components/list/use-filter-draft';
import { Field, FieldLabel } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { AddedFlag } from '../org-kind';

export interface ProjectOrgFilterValues {
  flag: AddedFlag | undefined;
  orgName: string | undefined;
  orgCode: string | undefined;
}

interface ProjectOrgFiltersProps {
  applied: ProjectOrgFilterValues;
  onSearch: (filters: ProjectOrgFilterValues) => void;
  onReset: () => void;
  actions?: ReactNode;
}

// Radix Select has no empty value: 'all' stands for no added-state filter.
const ALL = 'all';
const EMPTY = { flag: ALL, orgName: '', orgCode: '' };

export function ProjectOrgFilters({ applied, onSearch, onReset, actions }: ProjectOrgFiltersProps) {
  const { t } = useTranslation();
  const { draft, change, replace, errors, applyChecked } = useFilterDraft({
    flag: applied.flag ?? ALL,
    orgName: applied.orgName ?? '',
    orgCode: applied.orgCode ?? '',
  });

  const search = () =>
    applyChecked(
      projectListOrg.input,
      {
        flag: draft.flag === ALL ? undefined : (draft.flag as AddedFlag),
        orgName: draft.orgName.trim() || undefined,
        orgCode: draft.orgCode.trim() || undefined,
      },
      onSearch,
    );

  const reset = () => {
    replace(EMPTY);
    onReset();
  };

  return (
    <FilterBar onSearch={search} onReset={reset} actions={actions}>
      <Field className="lg:w-40">
        <FieldLabel htmlFor="project-org-filter-flag">{t('ui.project.orgs.addedState')}</FieldLabel>
        <Select value={draft.flag} onValueChange={(value) => change('flag', value)}>
          <SelectTrigger id="project-org-filter-flag" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('ui.project.orgs.all')}</SelectItem>
            <SelectItem value="y">{t('ui.project.orgs.added')}</SelectItem>
            <SelectItem value="n">{t('ui.project.orgs.notAdded')}</SelectItem>
          </SelectContent>
        </Select>
      </Field>
      <FilterTextField
        id="project-org-filter-name"
        label={t('ui.project.orgs.orgName')}
        placeholder={t('ui.project.orgs.orgNamePlaceholder')}
        value={draft.orgName}
        onChange={(value) => change('orgName', value)}
        error={errors.orgName}
      />
      <FilterTextField
        id="project-org-filter-code"
        label={t('ui.project.orgs.orgCode')}
        placeholder={t('ui.project.orgs.orgCodePlaceholder')}
        value={draft.orgCode}
        onChange={(value) => change('orgCode', value)}
        error={errors.orgCode}
      />
    </FilterBar>
  );
}
