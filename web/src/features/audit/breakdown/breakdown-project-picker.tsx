import { useTranslation } from 'react-i18next';
import { projectLabel, type ProjectRow } from '@sddp/shared';
import { Field, FieldLabel } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

interface BreakdownProjectPickerProps {
  projects: readonly ProjectRow[];
  value: number | undefined;
  onChange: (projectId: number) => void;
}

/** The delivery project whose engineering breakdown is shown. */
export function BreakdownProjectPicker({ projects, value, onChange }: BreakdownProjectPickerProps) {
  const { t, i18n } = useTranslation();
  return (
    <Field className="lg:w-72">
      <FieldLabel htmlFor="breakdown-project">{t('ui.auditBreakdown.project')}</FieldLabel>
      <Select value={value === undefined ? '' : String(value)} onValueChange={(next) => onChange(Number(next))}>
        <SelectTrigger id="breakdown-project" className="w-full">
          <SelectValue placeholder={t('ui.auditBreakdown.projectPlaceholder')} />
        </SelectTrigger>
        <SelectContent>
          {projects.map((project) => (
            <SelectItem key={project.projectId} value={String(project.projectId)}>
              {projectLabel(project, i18n.language)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}
