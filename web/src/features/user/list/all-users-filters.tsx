import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { userList } from '@sddp/shared';
import { FilterBar } from '@/components/list/filter-bar';
import { FilterTextField } from '@/components/list/filter-text-field';
import { useFilterDraft } from '@/components/list/use-filter-draft';
import { Field, FieldLabel } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { userRoleLabelKey } from '../user-role-label';
import { LISTED_ROLES, type AllUsersFilters } from './all-users-search';
import { ALL, ProjectFilter, projectIdOf } from './project-filter';

interface AllUsersFiltersProps {
  /** What the URL holds now; typing changes a draft that Search (or Enter) applies. */
  applied: AllUsersFilters;
  onApply: (filters: AllUsersFilters) => void;
  actions?: ReactNode;
}

const TEXT_FILTERS = [
  { name: 'orgName', label: 'ui.user.orgName', placeholder: 'ui.user.orgNamePlaceholder' },
  { name: 'linkman', label: 'ui.user.linkman', placeholder: 'ui.user.linkmanPlaceholder' },
  { name: 'userCode', label: 'ui.user.userCode', placeholder: 'ui.user.userCodePlaceholder' },
] as const;

type Draft = Record<(typeof TEXT_FILTERS)[number]['name'] | 'linkPhone' | 'projectId' | 'userRole', string>;

const draftOf = (filters: AllUsersFilters): Draft => ({
  orgName: filters.orgName ?? '',
  linkman: filters.linkman ?? '',
  userCode: filters.userCode ?? '',
  linkPhone: filters.linkPhone ?? '',
  projectId: filters.projectId === undefined ? ALL : String(filters.projectId),
  userRole: filters.userRole ?? ALL,
});

/** Drops blank filters so they leave the URL. */
const appliedOf = (draft: Draft): AllUsersFilters => ({
  orgName: draft.orgName.trim() || undefined,
  linkman: draft.linkman.trim() || undefined,
  userCode: draft.userCode.trim() || undefined,
  linkPhone: draft.linkPhone.trim() || undefined,
  projectId: projectIdOf(draft.projectId),
  userRole: draft.userRole === ALL ? undefined : (draft.userRole as AllUsersFilters['userRole']),
});

const EMPTY: AllUsersFilters = appliedOf(draftOf({}));

/** Spec §2.16: organisation, contact, account, project, category, phone; Enter searches. */
export function AllUsersFilters({ applied, onApply, actions }: AllUsersFiltersProps) {
  const { t } = useTranslation();
  const { draft, change, replace, errors, applyChecked } = useFilterDraft<Draft>(draftOf(applied));
  const reset = () => {
    replace(draftOf(EMPTY));
    onApply(EMPTY);
  };
  return (
    <FilterBar onSearch={() => applyChecked(userList.input, appliedOf(draft), onApply)} onReset={reset} actions={actions}>
      {TEXT_FILTERS.map(({ name, label, placeholder }) => (
        <FilterTextField
          key={name}
          id={`user-filter-${name}`}
          label={t(label)}
          placeholder={t(placeholder)}
          value={draft[name]}
          onChange={(value) => change(name, value)}
          error={errors[name]}
        />
      ))}
      <ProjectFilter
        id="user-filter-project"
        label={t('ui.user.project')}
        value={draft.projectId}
        onChange={(value) => change('projectId', value)}
      />
      <Field className="lg:w-40">
        <FieldLabel htmlFor="user-filter-role">{t('ui.user.userRole')}</FieldLabel>
        <Select value={draft.userRole} onValueChange={(value) => change('userRole', value)}>
          <SelectTrigger id="user-filter-role" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('ui.user.allRoles')}</SelectItem>
            {LISTED_ROLES.map((role) => (
              <SelectItem key={role} value={role}>
                {t(userRoleLabelKey(role))}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <FilterTextField
        id="user-filter-linkPhone"
        label={t('ui.user.linkPhone')}
        placeholder={t('ui.user.linkPhonePlaceholder')}
        value={draft.linkPhone}
        onChange={(value) => change('linkPhone', value)}
        error={errors.linkPhone}
        inputMode="tel"
      />
    </FilterBar>
  );
}
