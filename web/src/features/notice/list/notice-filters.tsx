import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeList, projectNameIn } from '@sddp/shared';
import { FilterBar } from '@/components/list/filter-bar';
import { FilterTextField } from '@/components/list/filter-text-field';
import { useFilterDraft } from '@/components/list/use-filter-draft';
import { Field, FieldLabel } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useNoticeProjects } from '../api/notice-options';
import type { NoticeFilters as Filters } from './notice-list-search';

// Radix Select has no empty value: 'all' stands for no project filter.
const ALL = 'all';
const EMPTY: Filters = { title: undefined, projectId: undefined };

interface NoticeFiltersProps {
  applied: Filters;
  onApply: (filters: Filters) => void;
  actions?: ReactNode;
}

export function NoticeFilters({ applied, onApply, actions }: NoticeFiltersProps) {
  const { t, i18n } = useTranslation();
  const { data: projects = [] } = useNoticeProjects();
  const { draft, change, replace, errors, applyChecked } = useFilterDraft<Filters>(applied);
  const reset = () => {
    replace(EMPTY);
    onApply(EMPTY);
  };
  return (
    <FilterBar
      onSearch={() => applyChecked(noticeList.input, { title: draft.title?.trim() || undefined, projectId: draft.projectId }, onApply)}
      onReset={reset}
      actions={actions}
    >
      <Field className="lg:w-56">
        <FieldLabel htmlFor="notice-filter-project">{t('ui.notice.project')}</FieldLabel>
        <Select
          value={draft.projectId ? String(draft.projectId) : ALL}
          onValueChange={(value) => change('projectId', value === ALL ? undefined : Number(value))}
        >
          <SelectTrigger id="notice-filter-project" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('ui.notice.allProjects')}</SelectItem>
            {projects.map((project) => (
              <SelectItem key={project.id} value={String(project.id)}>
                {projectNameIn(project, i18n.language)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <FilterTextField
        id="notice-filter-title"
        label={t('ui.notice.title')}
        placeholder={t('ui.notice.titlePlaceholder')}
        value={draft.title ?? ''}
        onChange={(value) => change('title', value)}
        error={errors.title}
      />
    </FilterBar>
  );
}
