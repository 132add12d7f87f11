import type { Ref } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

export interface CheckboxOption<V extends string | number> {
  value: V;
  label: string;
}

interface CheckboxGroupProps<V extends string | number> {
  id: string;
  label: string;
  options: readonly CheckboxOption<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
  ref?: Ref<HTMLDivElement>;
}

/** Several choices as checkboxes in a labelled group (page permissions, a user's projects); order follows the options. */
export function CheckboxGroup<V extends string | number>({
  id,
  label,
  options,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  ref,
}: CheckboxGroupProps<V>) {
  const toggle = (option: V, checked: boolean) =>
    onChange(
      options.map((candidate) => candidate.value).filter((candidate) => (candidate === option ? checked : value.includes(candidate))),
    );
  return (
    <div
      id={id}
      ref={ref}
      role="group"
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className="flex max-h-48 flex-col gap-2 overflow-y-auto"
    >
      {options.map((option) => (
        <div key={option.value} className="flex items-center gap-2">
          <Checkbox
            id={`${id}-${option.value}`}
            checked={value.includes(option.value)}
            onCheckedChange={(checked) => toggle(option.value, checked === true)}
            onBlur={onBlur}
            aria-invalid={invalid || undefined}
          />
          <Label htmlFor={`${id}-${option.value}`} className="font-normal">
            {option.label}
          </Label>
        </div>
      ))}
    </div>
  );
}
