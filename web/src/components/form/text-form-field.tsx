import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { FormField, type FormFieldBaseProps } from './form-field';

type InputProps = Omit<ComponentProps<'input'>, 'name' | 'id' | 'value' | 'defaultValue' | 'onChange'>;

export type TextFormFieldProps<T extends FieldValues, O extends FieldValues = T> = FormFieldBaseProps<T, O> &
  InputProps & {
    /** Rewrites what is typed before it reaches the form (digits only, no whitespace, …). */
    transform?: (value: string) => string;
  };

export function TextFormField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  id,
  label,
  description,
  addon,
  className,
  transform,
  onBlur,
  ...inputProps
}: TextFormFieldProps<T, O>) {
  return (
    <FormField
      {...{ control, name, id, label, description, addon, className }}
      renderControl={(field, invalid, describedBy) => (
        <Input
          {...inputProps}
          id={id}
          name={field.name}
          ref={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => field.onChange(transform ? transform(event.target.value) : event.target.value)}
          onBlur={(event) => {
            field.onBlur();
            onBlur?.(event);
          }}
          disabled={field.disabled || inputProps.disabled}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    />
  );
}
