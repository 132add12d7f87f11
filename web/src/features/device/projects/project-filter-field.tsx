import { useTranslation } from 'react-i18next';
import { Field, FieldLabel } from '@/components/ui/field';
import { ProjectPicker } from './project-picker';

/** The project filter of a device list or report: every project, or one chosen by name. */
export function ProjectFilterField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: number | undefined;
  onChange: (next: number | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field className="lg:w-64">
      <FieldLabel htmlFor={id}>{t('ui.deviceEntry.project')}</FieldLabel>
      <ProjectPicker id={id} value={value} onChange={onChange} allowAll />
    </Field>
  );
}
