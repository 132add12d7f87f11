import { useTranslation } from 'react-i18next';
import { projectLabel } from '@sddp/shared';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useProjectOptions } from '../api/get-entry-options';

/** Radix Select has no empty value: the filters' "all projects" is this one. */
const ALL = 'all';

interface ProjectPickerProps {
  id: string;
  value: number | undefined;
  onChange: (projectId: number | undefined) => void;
  /** A filter offers "all projects" (undefined); a form does not. */
  allowAll?: boolean;
  invalid?: boolean;
  describedBy?: string;
  onBlur?: () => void;
}

/** A delivery project, chosen by name (the filters of contracts and reports, the contract dialog). */
export function ProjectPicker({ id, value, onChange, allowAll = false, invalid, describedBy, onBlur }: ProjectPickerProps) {
  const { t, i18n } = useTranslation();
  const projects = useProjectOptions();
  const placeholder = projects.isPending
    ? t('ui.deviceEntry.projectsLoading')
    : t(allowAll ? 'ui.deviceEntry.allProjects' : 'ui.deviceEntry.projectPlaceholder');
  return (
    <Select
      value={value === undefined ? (allowAll ? ALL : '') : String(value)}
      onValueChange={(next) => onChange(next === ALL ? undefined : Number(next))}
      onOpenChange={(open) => !open && onBlur?.()}
    >
      <SelectTrigger id={id} className="w-full" aria-invalid={invalid} aria-describedby={describedBy}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {allowAll ? <SelectItem value={ALL}>{t('ui.deviceEntry.allProjects')}</SelectItem> : null}
        {(projects.data ?? []).map((project) => (
          <SelectItem key={project.projectId} value={String(project.projectId)}>
            {projectLabel(project, i18n.language)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
