import { Controller, type FieldValues } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldLabel } from '@/components/ui/field';
import type { FormFieldBaseProps } from './form-field';

/** One yes/no choice on the form kit: the box, then its label. */
export function CheckboxFormField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  id,
  label,
  className,
}: Omit<FormFieldBaseProps<T, O>, 'description' | 'addon'>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Field orientation="horizontal" className={className}>
          <Checkbox
            id={id}
            ref={field.ref}
            name={field.name}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            disabled={field.disabled}
          />
          <FieldLabel htmlFor={id} className="font-normal">
            {label}
          </FieldLabel>
        </Field>
      )}
    />
  );
}
