import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECT_STATES, type ProjectState } from '@sddp/shared';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';

interface ProjectStateRadiosProps {
  id: string;
  label: string;
  value: ProjectState;
  onChange: (state: ProjectState) => void;
  invalid?: boolean;
  /** The ids of the field's description and error. */
  describedBy?: string;
  ref?: Ref<HTMLDivElement>;
}

/** Not started / In progress / Completed, as the status dialog and the new-project form offer them. */
export function ProjectStateRadios({ id, label, value, onChange, invalid, describedBy, ref }: ProjectStateRadiosProps) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      id={id}
      ref={ref}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      value={value}
      onValueChange={(next) => onChange(next as ProjectState)}
      className="flex flex-wrap gap-x-6 gap-y-3"
    >
      {PROJECT_STATES.map((state) => (
        <div key={state} className="flex items-center gap-2">
          <RadioGroupItem id={`${id}-${state}`} value={state} />
          <Label htmlFor={`${id}-${state}`} className="font-normal">
            {t(`ui.project.state.${state}`)}
          </Label>
        </div>
      ))}
    </RadioGroup>
  );
}
