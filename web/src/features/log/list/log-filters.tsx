import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { beijingDateTimeToMs, isDeliveryProject, PROJECT_ID, projectNameIn } from '@sddp/shared';
import { FilterBar } from '@/components/list/filter-bar';
import { useFilterDraft } from '@/components/list/use-filter-draft';
import { Field, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { userProjectListQueryOptions } from '@/lib/session/session-queries';
import type { LogFilters as Filters } from './log-list-search';
import { SuggestField } from './suggest-field';

interface LogFiltersProps {
  applied: Filters;
  onApply: (filters: Filters) => void;
  actions?: ReactNode;
}

const EMPTY: Filters = { projectId: PROJECT_ID.userSystem, userCode: undefined, orgName: undefined, from: undefined, to: undefined };
const blankToUndefined = (value: string | undefined) => value?.trim() || undefined;

/** The same checks as the server's (shared), so a wrong time is told before asking. */
type RangeError = 'validation.log.dateTime' | 'validation.log.rangeReversed';

function rangeErrors(from: string, to: string): { from?: RangeError; to?: RangeError } {
  const [start, end] = [from ? beijingDateTimeToMs(from) : undefined, to ? beijingDateTimeToMs(to) : undefined];
  return {
    ...(from && start === undefined ? { from: 'validation.log.dateTime' as const } : {}),
    ...(to && end === undefined ? { to: 'validation.log.dateTime' as const } : {}),
    ...(start !== undefined && end !== undefined && start > end ? { to: 'validation.log.rangeReversed' as const } : {}),
  };
}

export function LogFilters({ applied, onApply, actions }: LogFiltersProps) {
  const { t, i18n } = useTranslation();
  const { draft, change, replace } = useFilterDraft<Filters>(applied);
  const [errors, setErrors] = useState<{ from?: RangeError; to?: RangeError }>({});
  const { data: projects = [] } = useQuery(userProjectListQueryOptions());
  const options = [
    { projectId: PROJECT_ID.userSystem, name: t('ui.logList.userSystem') },
    ...projects
      .filter((project) => isDeliveryProject(project.projectId))
      .map((project) => ({
        projectId: project.projectId,
        name: projectNameIn(project, i18n.language),
      })),
  ];

  const search = () => {
    const [from, to] = [draft.from?.trim() ?? '', draft.to?.trim() ?? ''];
    const found = rangeErrors(from, to);
    setErrors(found);
    if (found.from || found.to) return;
    onApply({
      ...draft,
      userCode: blankToUndefined(draft.userCode),
      orgName: blankToUndefined(draft.orgName),
      from: from || undefined,
      to: to || undefined,
    });
  };
  const reset = () => {
    setErrors({});
    replace(EMPTY);
    onApply(EMPTY);
  };

  return (
    <FilterBar onSearch={search} onReset={reset} actions={actions}>
      <Field className="lg:w-48">
        <FieldLabel htmlFor="log-filter-project">{t('ui.logList.project')}</FieldLabel>
        <Select value={String(draft.projectId)} onValueChange={(value) => change('projectId', Number(value))}>
          <SelectTrigger id="log-filter-project" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.projectId} value={String(option.projectId)}>
                {option.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <SuggestField
        id="log-filter-userCode"
        field="userCode"
        label={t('ui.logList.userCode')}
        placeholder={t('ui.logList.userCodePlaceholder')}
        value={draft.userCode ?? ''}
        onChange={(value) => change('userCode', value)}
      />
      <SuggestField
        id="log-filter-orgName"
        field="orgName"
        label={t('ui.logList.orgName')}
        placeholder={t('ui.logList.orgNamePlaceholder')}
        value={draft.orgName ?? ''}
        onChange={(value) => change('orgName', value)}
      />
      {(['from', 'to'] as const).map((name) => (
        <Field key={name} className="lg:w-48" data-invalid={errors[name] ? true : undefined}>
          <FieldLabel htmlFor={`log-filter-${name}`}>{t(name === 'from' ? 'ui.logList.from' : 'ui.logList.to')}</FieldLabel>
          <Input
            id={`log-filter-${name}`}
            value={draft[name] ?? ''}
            placeholder="yyyy-MM-dd HH:mm:ss"
            aria-invalid={errors[name] ? true : undefined}
            onChange={(event) => change(name, event.target.value)}
          />
          {errors[name] ? <FieldError>{t(errors[name])}</FieldError> : null}
        </Field>
      ))}
    </FilterBar>
  );
}
