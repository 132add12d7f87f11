import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { projectNameIn } from '@sddp/shared';
import { Field, FieldLabel } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { userProjectListQueryOptions } from '@/lib/session/session-queries';

// Radix Select has no empty value: 'all' stands for no project filter.
export const ALL = 'all';

interface ProjectFilterProps {
  id: string;
  label: string;
  /** A projectId as text, or ALL. */
  value: string;
  onChange: (value: string) => void;
}

/** A select of the signed-in user's projects (spec §2.16 participating project, §2.18 delivery project). */
export function ProjectFilter({ id, label, value, onChange }: ProjectFilterProps) {
  const { t, i18n } = useTranslation();
  const { data: projects = [] } = useQuery(userProjectListQueryOptions());
  return (
    <Field className="lg:w-56">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t('ui.user.allProjects')}</SelectItem>
          {projects.map((project) => (
            <SelectItem key={project.projectId} value={String(project.projectId)}>
              {projectNameIn(project, i18n.language)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}

export const projectIdOf = (value: string): number | undefined => (value === ALL ? undefined : Number(value));
